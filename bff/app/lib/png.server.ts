import { crc32, deflateSync } from 'node:zlib';

/*
 * A PNG encoder for pictures drawn in code (the seed's office photos, the tests' images): 8-bit
 * RGB, no filter, one IDAT. Deterministic: the same pixels always give the same bytes.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of `width` × `height` whose pixel (x, y) has the colour `pixel(x, y)` ([r, g, b], 0–255). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgb.set(pixel(x, y), (y * width + x) * 3);
  return encodeRgbPng(width, height, rgb);
}

/** A PNG of `width` × `height` pixels given as rows of [r, g, b] bytes (`width * height * 3`). */
export function encodeRgbPng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++)
    pixels.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * rowLength + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
