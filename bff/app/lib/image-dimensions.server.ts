/*
 * An image's width and height read from its header, for the four photo types the BFF accepts
 * (PNG, GIF, WebP, JPEG): a few bytes at known places, or a walk over a JPEG's markers. Null when
 * the header does not say (a damaged or unusual file), which is not an error: the gallery then
 * shows the photo in a square.
 */

export interface ImageDimensions {
  width: number;
  height: number;
}

const sized = (width: number, height: number): ImageDimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

function png(data: Buffer): ImageDimensions | null {
  // Signature (8), IHDR length and type (8), then width and height (big-endian).
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(data.readUInt32BE(16), data.readUInt32BE(20));
}

function gif(data: Buffer): ImageDimensions | null {
  if (data.length < 10) return null;
  return sized(data.readUInt16LE(6), data.readUInt16LE(8));
}

function webp(data: Buffer): ImageDimensions | null {
  if (data.length < 30) return null;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ')
    return sized(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  return null;
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(data: Buffer): ImageDimensions | null {
  let offset = 2;
  while (offset + 9 <= data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker))
      return sized(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5));
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or the scan itself
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return null;
}

const READERS: Record<string, (data: Buffer) => ImageDimensions | null> = {
  'image/png': png,
  'image/gif': gif,
  'image/webp': webp,
  'image/jpeg': jpeg,
};

/** The size of an image of media type `mime` (as sniffed), or null when its header does not say. */
export function imageDimensions(mime: string, data: Buffer): ImageDimensions | null {
  try {
    return READERS[mime]?.(data) ?? null;
  } catch {
    return null; // a header cut short
  }
}
