import {
  officePhotoListSchema,
  savedOfficePhotoSchema,
  type OfficePhoto,
  type SavedOfficePhoto,
} from '@rozgar/contracts/payloads/office-photos';
import { apiFetch, ApiError } from '@rozgar/design-system';

/*
 * Office photos as the BFF serves them (docs/product/community-and-reviews.md, "Add office
 * photos"): answers parsed with the contracts' payload schemas (zod/mini).
 */

export type { OfficePhoto, SavedOfficePhoto };

/** `GET /api/companies/{companyId}/photos`: the company's published photos, newest first. */
export async function fetchOfficePhotos(
  companyId: string,
  signal?: AbortSignal,
): Promise<OfficePhoto[]> {
  const answer = await apiFetch(`/api/companies/${encodeURIComponent(companyId)}/photos`, {
    signal,
  });
  return officePhotoListSchema.parse(answer).photos;
}

export interface PhotoUpload {
  companyId: string;
  file: File;
  caption: string;
  /** Called as the bytes leave, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** A status's plain text, worded as apiFetch words it. */
function statusText(status: number): string {
  if (status === 0) return 'Network error. Please check your connection.';
  if (status === 401) return 'Not logged in';
  if (status === 403) return 'You are not allowed to do that';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please try again later.';
  if (status >= 500) return 'The server had a problem. Please try again later.';
  return `Request failed (${status})`;
}

/** The `{ error }` text of a refusal, else the status's plain text. */
function refusal(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : statusText(status);
  return new ApiError(status, message, body);
}

/**
 * `POST /api/companies/{companyId}/photos` (multipart `photo` and `caption`), through
 * XMLHttpRequest because fetch cannot report how much of a body has been sent. Rejects with
 * ApiError as apiFetch does (`.status`, the server's `{ error }` text).
 */
export function uploadOfficePhoto({
  companyId,
  file,
  caption,
  onProgress,
  signal,
}: PhotoUpload): Promise<SavedOfficePhoto> {
  const body = new FormData();
  if (caption.trim()) body.append('caption', caption.trim());
  body.append('photo', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/companies/${encodeURIComponent(companyId)}/photos`);
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(refusal(request.status, request.responseText));
        return;
      }
      try {
        onProgress?.(1);
        resolve(savedOfficePhotoSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(refusal(0, '')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
