/**
 * The resume text extractor. It runs in child processes that resume-text.server.ts starts (with
 * `--resume-text-worker`) and kills when a resume takes too long or uses too much memory, so that
 * no resume, however crafted, is ever parsed in the server's own process: not on its event loop,
 * and not in its memory, which a runaway parse could otherwise exhaust and crash. It gets
 * `{ id, job: ExtractionJob }` messages and answers each with `{ id, outcome: ExtractionOutcome }`.
 *
 * This file is run on its own by Node with tsx's loader (not through Vite), so it imports nothing
 * from the app.
 */
import mammoth from 'mammoth';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';

/** The argument that makes this file serve extraction jobs when run as a process. */
const WORKER_FLAG = '--resume-text-worker';

/** The resume formats the portal accepts (ADR 009), by what their content is. */
export type ResumeFormat = 'pdf' | 'docx' | 'doc';

export interface ArchiveLimits {
  /** Most bytes all the parts of a DOCX may unpack to, together. */
  maxUnpackedBytes: number;
  /** Most parts (files) a DOCX may hold. */
  maxEntries: number;
  /** Highest unpacked-to-packed size ratio of a part that unpacks past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export interface ExtractionJob {
  format: ResumeFormat;
  content: Uint8Array;
  /** Longest text posted back (characters). */
  maxChars: number;
  limits: ArchiveLimits;
}

export type ExtractionOutcome =
  /** The tidied text ("" when the file holds none, like a scanned PDF). */
  | { kind: 'text'; text: string }
  /** The file could not be read: damaged, encrypted, or not what its signature says. */
  | { kind: 'unreadable'; reason: string }
  /** The DOCX unpacks (or would) past the limits: a decompression bomb, or close to one. */
  | { kind: 'too-large'; reason: string };

const EXTRACTORS: Record<ResumeFormat, (content: Buffer) => Promise<string>> = {
  pdf: async (content) => {
    // pdf.js takes over the array it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(content));
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    } finally {
      await pdf.destroy();
    }
  },
  docx: async (content) => (await mammoth.extractRawText({ buffer: content })).value,
  doc: async (content) => (await new WordExtractor().extract(content)).getBody(),
};

/**
 * Checks a DOCX (a ZIP archive) before any library unpacks it. First by what its central
 * directory declares: the number of parts, their total unpacked size, and each part's compression
 * ratio. Then by unpacking every part once while counting the bytes that actually come out,
 * stopping as soon as a part yields more than it declared or the total passes the limit, so an
 * archive whose headers understate its content is caught without ever being held in memory.
 * Returns null when the archive is within the limits.
 */
export async function checkArchive(
  content: Buffer,
  limits: ArchiveLimits,
): Promise<ExtractionOutcome | null> {
  const tooLarge = (reason: string): ExtractionOutcome => ({ kind: 'too-large', reason });
  const unreadable = (reason: string): ExtractionOutcome => ({ kind: 'unreadable', reason });
  let archive: yauzl.ZipFile;
  try {
    // Sizes are counted below instead of by yauzl, to tell "unpacks to more" from "is damaged".
    archive = await yauzl.fromBufferPromise(content, {
      lazyEntries: true,
      validateEntrySizes: false,
    });
  } catch (error) {
    return unreadable(`not a readable ZIP archive: ${String(error)}`);
  }
  try {
    if (archive.entryCount > limits.maxEntries)
      return tooLarge(`${archive.entryCount} parts (at most ${limits.maxEntries})`);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of archive.eachEntry()) {
      entries.push(entry);
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes)
        return tooLarge(`declares more than ${limits.maxUnpackedBytes} bytes unpacked`);
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > entry.compressedSize * limits.maxRatio
      )
        return tooLarge(`${entry.fileName} is compressed more than ${limits.maxRatio}:1`);
    }

    let unpacked = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) return unreadable(`${entry.fileName} is encrypted`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        return unreadable(`${entry.fileName} uses compression method ${entry.compressionMethod}`);
      const stream = await archive.openReadStreamPromise(entry);
      let fromEntry = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          fromEntry += chunk.length;
          unpacked += chunk.length;
          if (fromEntry > entry.uncompressedSize)
            return tooLarge(`${entry.fileName} unpacks to more than the declared size`);
          if (unpacked > limits.maxUnpackedBytes)
            return tooLarge(`unpacks to more than ${limits.maxUnpackedBytes} bytes`);
        }
      } finally {
        stream.destroy();
      }
    }
    return null;
  } catch (error) {
    return unreadable(`damaged ZIP archive: ${String(error)}`);
  } finally {
    archive.close();
  }
}

/** Spaces and tabs collapsed, at most one blank line in a row, no space at line ends. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function extract(job: ExtractionJob): Promise<ExtractionOutcome> {
  const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength);
  if (job.format === 'docx') {
    const problem = await checkArchive(content, job.limits);
    if (problem) return problem;
  }
  try {
    const raw = await EXTRACTORS[job.format](content);
    return { kind: 'text', text: tidy(raw).slice(0, job.maxChars) };
  } catch (error) {
    return { kind: 'unreadable', reason: String(error) };
  }
}

if (process.argv.includes(WORKER_FLAG) && process.send) {
  const send = process.send.bind(process);
  // One job at a time: the server sends the next only once this one is answered.
  process.on('message', ({ id, job }: { id: number; job: ExtractionJob }) => {
    void extract(job).then(
      (outcome) => send({ id, outcome }),
      (error: unknown) => send({ id, outcome: { kind: 'unreadable', reason: String(error) } }),
    );
  });
  // The server went away (or dropped this process): nothing more to do.
  process.on('disconnect', () => process.exit(0));
  // pdf.js is loaded before the first job, so that no job's time limit is spent on loading it.
  void getResolvedPDFJS().then(
    () => send('ready'),
    () => send('ready'),
  );
}
