/** What the browser checks before a resume is sent (the BFF checks the content again). */
import {
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_TYPES as CONTRACT_RESUME_TYPES,
  RESUME_WRONG_TYPE,
} from '@rozgar/contracts/vocabularies';

/** The contracts' limit, formats and texts: the very ones the BFF checks. */
export { RESUME_MAX_BYTES };
const RESUME_TYPES: Record<string, string> = CONTRACT_RESUME_TYPES;

/** The file input's `accept`: extensions and media types of PDF, DOC and DOCX. */
export const RESUME_ACCEPT = [
  ...Object.keys(RESUME_TYPES).map((extension) => `.${extension}`),
  ...Object.values(RESUME_TYPES),
].join(',');

export const RESUME_TYPE_ERROR = RESUME_WRONG_TYPE;
export const RESUME_SIZE_ERROR = RESUME_TOO_LARGE;

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The error text for a file the BFF would refuse, or null when it may be sent. */
export function checkResumeFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = extensionOf(file.name);
  const expectedType = RESUME_TYPES[extension];
  // Browsers leave `type` empty for some files; the extension then decides (the BFF sniffs content).
  if (!expectedType || (file.type !== '' && !Object.values(RESUME_TYPES).includes(file.type))) {
    return RESUME_TYPE_ERROR;
  }
  if (file.size > RESUME_MAX_BYTES) return RESUME_SIZE_ERROR;
  return null;
}
