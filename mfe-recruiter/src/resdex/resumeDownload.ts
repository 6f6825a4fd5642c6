/*
 * Opening a candidate's resume from Resdex (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas):
 * the file is fetched first, so a refusal (403 once the plan's resume views are used up, 404 for a
 * hidden or missing resume) is told in words instead of a broken download.
 */

export const RESUME_OPEN_FAILED = 'Could not open the resume. Please try again.';

/** The file name of an attachment's `Content-Disposition` (RFC 6266: `filename*` first). */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      /* a malformed name: try the plain one */
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/\\(.)/g, '$1').trim() : null;
}

export type ResumeOpened =
  { ok: true; file: Blob; name: string } | { ok: false; status: number; error: string };

/** `GET` the resume; its file and name, or the refusal's status and text. */
export async function fetchResume(href: string): Promise<ResumeOpened> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, error: RESUME_OPEN_FAILED };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const error = typeof body?.error === 'string' && body.error ? body.error : RESUME_OPEN_FAILED;
    return { ok: false, status: response.status, error };
  }
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? 'resume';
  return { ok: true, file: await response.blob(), name };
}

/** Saves a fetched file under its name, as the browser's download of a link would. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once started; the object URL is let go a little later
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
