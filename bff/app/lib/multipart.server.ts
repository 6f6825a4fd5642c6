import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { jsonError } from './http.server';

/** A file read from a multipart/form-data request, held in memory (never larger than its limit). */
export interface UploadedFile {
  /** The name the browser sent, reduced to a safe base name. */
  filename: string;
  content: Buffer;
}

export interface SingleFileOptions {
  /** The form field that carries the file. */
  field: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The 413 error text. */
  tooLargeMessage: string;
}

/** Room for the multipart envelope (boundaries, part headers, a few small fields) around the file. */
const ENVELOPE_ALLOWANCE_BYTES = 64 * 1024;

/**
 * How much of a refused body is still read (and thrown away) so that the client, which is still
 * sending, gets the error response instead of a reset connection. Past it the connection is cut.
 */
export const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;

class BodyTooLarge extends Error {}

/**
 * Reads the one file in `field` of a multipart/form-data request with busboy, streaming: the size
 * limit is enforced while the body arrives (a body past the limit is refused with 413 as soon as
 * it is seen, and only up to `maxBytes` of a file is ever held). Other parts are discarded.
 * Throws a 400 response for a body that is not multipart or has no such file.
 */
export async function readSingleFile(
  request: Request,
  { field, maxBytes, tooLargeMessage }: SingleFileOptions,
): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  const notMultipart = `Send the file as multipart/form-data in the "${field}" field`;
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body)
    throw jsonError(400, notMultipart);
  const bodyLimit = maxBytes + ENVELOPE_ALLOWANCE_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > bodyLimit) {
    await discardUnreadBody(request);
    throw jsonError(413, tooLargeMessage);
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy flags a file that reaches `fileSize` as truncated: one byte more lets a file of
      // exactly `maxBytes` through while anything larger is cut.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
  } catch {
    throw jsonError(400, notMultipart);
  }

  let file: Promise<UploadedFile | 'too-large'> | undefined;
  parser.on('file', (name, stream, info) => {
    if (name !== field || file) {
      stream.resume();
      return;
    }
    file = new Promise((resolve, reject) => {
      let chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks = [];
      });
      stream.once('error', reject);
      stream.once('end', () =>
        resolve(
          stream.truncated
            ? 'too-large'
            : { filename: safeFilename(info.filename, field), content: Buffer.concat(chunks) },
        ),
      );
    });
    file.catch(() => {});
  });

  // Past the limit the rest of the body is read and dropped (up to DISCARD_LIMIT_BYTES), then the
  // parser sees the form end early and the upload is refused as too large.
  let received = 0;
  const sizeGuard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > DISCARD_LIMIT_BYTES) callback(new BodyTooLarge());
      else if (received > bodyLimit) callback();
      else callback(null, chunk);
    },
  });

  try {
    await pipeline(
      Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>),
      sizeGuard,
      parser,
    );
  } catch (error) {
    if (error instanceof BodyTooLarge || received > bodyLimit)
      throw jsonError(413, tooLargeMessage);
    throw jsonError(400, 'The upload was incomplete or malformed');
  }

  const result = await file?.catch(() => {
    throw jsonError(400, 'The upload was incomplete or malformed');
  });
  if (result === 'too-large') throw jsonError(413, tooLargeMessage);
  if (!result) throw jsonError(400, `Attach the file in the "${field}" field`);
  return result;
}

/**
 * Reads and drops what is left of a request body nobody read (a refused upload), up to
 * DISCARD_LIMIT_BYTES, so the client gets the answer; a body that was read already is left alone.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_LIMIT_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    reader.releaseLock();
  }
}

/** The base name of what the browser sent, without control characters, at most 200 characters. */
function safeFilename(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (!base) return fallback;
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}
