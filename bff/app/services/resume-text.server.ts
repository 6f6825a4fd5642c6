import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';

/** The resume formats the portal accepts (ADR 009), by what their content is. */
export type ResumeFormat = 'pdf' | 'docx' | 'doc';

/** Longest text kept from one resume (a long CV is some 20 000 characters). */
export const MAX_RESUME_TEXT_CHARS = 200_000;

/** How long extraction may take before the upload is kept without text. */
const EXTRACTION_TIMEOUT_MS = 20_000;

const EXTRACTORS: Record<ResumeFormat, (content: Buffer) => Promise<string>> = {
  // pdf.js (through unpdf) takes over the array it is given: hand it a copy.
  pdf: async (content) => {
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
 * The plain text of a resume, whitespace tidied, or null when it cannot be read (a scanned PDF,
 * a damaged or password-protected file): the upload is kept either way.
 */
export async function extractResumeText(
  format: ResumeFormat,
  content: Buffer,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('resume text extraction timed out')),
        EXTRACTION_TIMEOUT_MS,
      );
    });
    const raw = await Promise.race([EXTRACTORS[format](content), timeout]);
    const text = tidy(raw).slice(0, MAX_RESUME_TEXT_CHARS);
    return text.length > 0 ? text : null;
  } catch (error) {
    console.warn(`[bff] could not extract the text of a ${format} resume:`, String(error));
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Spaces and tabs collapsed, at most one blank line in a row, no space at line ends. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
