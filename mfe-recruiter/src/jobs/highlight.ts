import type { ApplicantResumeText } from './pipelineApi';

export interface TextPart {
  text: string;
  /** The job's skill this part is, when it is one (shown marked). */
  skill?: string;
}

/**
 * The resume's text cut into plain parts and the job's skills where the BFF found them
 * (`highlights`: in order, not overlapping, UTF-16 offsets); a highlight outside the text or
 * overlapping the previous one is left out rather than trusted.
 */
export function highlightParts({
  text,
  highlights,
}: Pick<ApplicantResumeText, 'text' | 'highlights'>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end, skill } of highlights) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: text.slice(start, end), skill });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
