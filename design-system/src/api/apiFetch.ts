/** An error answered by the BFF: `.status` is the HTTP status, `.message` the server's `{ error }` text. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body, when it was JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A plain object/array is sent as JSON; FormData, Blob, strings… are sent as they are. */
  body?: unknown;
}

const isJsonBody = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  !(body instanceof FormData) &&
  !(body instanceof Blob) &&
  !(body instanceof URLSearchParams) &&
  !(body instanceof ArrayBuffer) &&
  !ArrayBuffer.isView(body) &&
  !(typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

const statusText = (status: number) => {
  if (status === 0) return 'Network error. Please check your connection.';
  if (status === 401) return 'Not logged in';
  if (status === 403) return 'You are not allowed to do that';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please try again later.';
  if (status >= 500) return 'The server had a problem. Please try again later.';
  return `Request failed (${status})`;
};

/**
 * Calls the BFF: relative `/api/...` paths, cookies of the same origin, JSON in and out.
 * Resolves with the parsed JSON (or `undefined` for an empty body); rejects with `ApiError`
 * carrying the status and the server's `{ error }` text (or a plain fallback text).
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (isJsonBody(body)) {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  } else if (body !== undefined && body !== null) {
    requestBody = body as BodyInit;
  }

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      body: requestBody,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, statusText(0), cause);
  }

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (!response.ok) {
    const serverMessage =
      parsed !== null &&
      typeof parsed === 'object' &&
      'error' in parsed &&
      typeof parsed.error === 'string'
        ? parsed.error
        : undefined;
    throw new ApiError(response.status, serverMessage ?? statusText(response.status), parsed);
  }
  return parsed as T;
}
