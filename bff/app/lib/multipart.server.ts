import { Readable, Writable } from 'node:stream';
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
  /** Text fields to keep beside the file (each at most 1 KB; a longer value arrives cut there). */
  fields?: readonly string[];
}

/** The file and the text fields asked for (the last value of each, when it was sent). */
export interface UploadedForm extends UploadedFile {
  fields: Partial<Record<string, string>>;
}

/** Room for the multipart envelope (boundaries, part headers, a few small fields) around the file. */
const ENVELOPE_ALLOWANCE_BYTES = 64 * 1024;

/**
 * How much of a refused body is still read (and thrown away). The refusal is answered at once,
 * but a client that is still sending may only read the answer once it has sent everything, and
 * closing a connection that still has unread data on it resets it, losing the answer. So the
 * rest of the body is read and dropped, up to this much; past it the connection is cut.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024 * 1024;

class BodyTooLarge extends Error {}

type ParseResult = 'parsed' | 'too-large' | 'failed';

/**
 * Reads the one file in `field` of a multipart/form-data request with busboy, streaming: the size
 * limit is enforced while the body arrives (a body past the limit is refused with 413 as soon as
 * it is seen, and only up to `maxBytes` of a file is ever held). Text fields named in `fields` are
 * kept; other parts are discarded.
 * Throws a 400 response for a body that is not multipart or has no such file. File names are
 * read as UTF-8, as browsers send them.
 */
export async function readSingleFile(
  request: Request,
  { field, maxBytes, tooLargeMessage, fields: fieldNames = [] }: SingleFileOptions,
): Promise<UploadedForm> {
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
      // Browsers send a file name as raw UTF-8 in the part header (busboy's default is latin1).
      defParamCharset: 'utf8',
      // busboy flags a file that reaches `fileSize` as truncated: one byte more lets a file of
      // exactly `maxBytes` through while anything larger is cut.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
  } catch {
    throw jsonError(400, notMultipart);
  }

  const fields: Partial<Record<string, string>> = {};
  parser.on('field', (name, value) => {
    if (fieldNames.includes(name)) fields[name] = value;
  });

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

  // The body is fed to the parser until the parser is done (finished or failed) or the body
  // passes the limit. Then the request is answered, while the rest of the body is still read and
  // dropped (up to DISCARD_LIMIT_BYTES) so that the client gets that answer: at once on a
  // connection that stays open, after the body on one that closes with the answer.
  let settle!: (result: ParseResult) => void;
  const settled = new Promise<ParseResult>((resolve) => {
    settle = resolve;
  });
  let parsing = true;
  const stopParsing = (result: ParseResult) => {
    if (parsing) {
      parsing = false;
      if (result !== 'parsed') parser.destroy();
    }
    settle(result);
  };
  parser.on('finish', () => stopParsing('parsed'));
  parser.on('error', () => stopParsing('failed'));

  let received = 0;
  const feed = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > DISCARD_LIMIT_BYTES) return callback(new BodyTooLarge());
      if (received > bodyLimit) stopParsing('too-large');
      if (!parsing) return callback();
      const flowing = parser.write(chunk);
      // The parser may have failed on this very chunk: it is destroyed then, and never drains.
      if (flowing || !parsing) return callback();
      const proceed = () => {
        parser.off('drain', proceed);
        parser.off('close', proceed);
        callback();
      };
      parser.on('drain', proceed);
      parser.on('close', proceed);
    },
    final(callback) {
      if (parsing) parser.end();
      callback();
    },
  });
  const bodyRead = pipeline(
    Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>),
    feed,
  ).catch((error: unknown) => {
    // Past DISCARD_LIMIT_BYTES (the connection is cut), or the client went away.
    stopParsing(error instanceof BodyTooLarge ? 'too-large' : 'failed');
  });

  const parsed = await settled;
  if (parsed !== 'parsed' && closesAfterAnswer(request)) await bodyRead;
  if (parsed === 'too-large') throw jsonError(413, tooLargeMessage);
  if (parsed === 'failed') throw jsonError(400, 'The upload was incomplete or malformed');
  const result = await file?.catch(() => {
    throw jsonError(400, 'The upload was incomplete or malformed');
  });
  if (result === 'too-large') throw jsonError(413, tooLargeMessage);
  if (!result) throw jsonError(400, `Attach the file in the "${field}" field`);
  return { ...result, fields };
}

/**
 * Reads and drops what is left of a request body nobody read (a refused upload), up to
 * DISCARD_LIMIT_BYTES, so that the client, which may still be sending, gets the answer. On a
 * connection that stays open this goes on after the answer has left (it resolves at once); on
 * one that closes after the answer (`Connection: close`), it resolves once the body is read, as
 * closing a connection with data still unread on it resets it and loses the answer. A body that
 * was read already is left alone.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const drained = drain(request.body.getReader());
  if (closesAfterAnswer(request)) await drained;
}

/** Whether the client asked for the connection to be closed after this request. */
function closesAfterAnswer(request: Request): boolean {
  return /(^|,)\s*close\s*(,|$)/i.test(request.headers.get('connection') ?? '');
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
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
  // Counted in code points, so that a name is never cut inside a character outside the BMP.
  const characters = Array.from(base);
  if (characters.length <= 200) return base;
  const dot = characters.lastIndexOf('.');
  const extension = dot > 0 && characters.length - dot <= 10 ? characters.slice(dot) : [];
  return [...characters.slice(0, 200 - extension.length), ...extension].join('');
}
