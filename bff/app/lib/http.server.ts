import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { z } from 'zod';

/** Largest JSON body the API reads (bytes). Bigger bodies get 413. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** A JSON error response in the API's one error shape: `{ error: "<human text>" }`. */
export function jsonError(status: number, error: string, init: ResponseInit = {}): Response {
  return Response.json({ error }, { ...init, status });
}

/** A stored file opened for sending (a resume, a photo). */
export interface FileDownload {
  stream: Readable;
  contentType: string;
  size: number;
  /** Sent in `Content-Disposition`; without it the disposition carries no file name. */
  filename?: string;
}

/**
 * Streams a stored file, shown in the browser (`inline`) or saved (`attachment`). A file name
 * outside ASCII is sent exactly (UTF-8) in `filename*` (RFC 5987), with an ASCII `filename` for
 * clients that do not read that, so that the header itself is plain ASCII.
 */
export function fileResponse(file: FileDownload, disposition: 'inline' | 'attachment'): Response {
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition':
        file.filename === undefined
          ? disposition
          : contentDisposition(file.filename, {
              type: disposition,
              fallback: asciiFilename(file.filename),
            }),
    },
  });
}

/** A file name in printable ASCII: accents dropped, any other run of characters made one "_". */
function asciiFilename(filename: string): string {
  return filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_');
}

/** Reads a request's JSON body (size-limited) and validates it; bad input throws a 400/413 response. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > JSON_BODY_LIMIT_BYTES) throw jsonError(413, 'Request body is too large');
  const text = await request.text();
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT_BYTES)
    throw jsonError(413, 'Request body is too large');
  let body: unknown;
  try {
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw jsonError(400, 'Request body must be valid JSON');
  }
  return validate(schema, body);
}

/** Validates a request's query string against a schema; bad values throw a 400 response. */
export function parseQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return validate(schema, query);
}

function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw jsonError(400, describeIssues(result.error));
}

/** One readable sentence out of a zod error, naming the offending fields. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

const DATABASE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongooseServerSelectionError',
]);

const NETWORK_ERROR_CODES = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ERR_STREAM_WRITE_AFTER_END',
]);

/** True when an error (or its cause) means the database cannot be reached, as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    if (DATABASE_ERROR_NAMES.has(current.name)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
    if (
      /buffering timed out|before initial connection|Client must be connected|socket has been ended|connection .* closed/i.test(
        current.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * Wraps a loader or action so every failure leaves as the API's JSON error: thrown Responses pass
 * through, an unreachable database is 503, anything else is logged and answered 500.
 */
export function apiHandler<Args>(
  handler: (args: Args) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (isDatabaseUnavailable(error)) return jsonError(503, 'Database unavailable');
      console.error('[bff] unexpected error', error);
      return jsonError(500, 'Something went wrong. Please try again.');
    }
  };
}
