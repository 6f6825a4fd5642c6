import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions.server';
import { encodePng } from './png.server';

/** A GIF89a of one pixel (the smallest well-formed GIF). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A JPEG's start: SOI, a JFIF APP0 segment, then a baseline SOF0 of `width` × `height`. */
function jpegHeader(width: number, height: number, frame = 0xc0): Buffer {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, frame, 0x00, 0x11, 8]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

/** A lossless WebP's header (RIFF, WEBP, VP8L) of `width` × `height`. */
function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'latin1');
  data.writeUInt32LE(22, 4);
  data.write('WEBPVP8L', 8, 'latin1');
  data.writeUInt32LE(10, 16);
  data[20] = 0x2f;
  data.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return data;
}

describe('imageDimensions', () => {
  it('reads a PNG, a GIF, a JPEG (baseline and progressive) and a lossless WebP', () => {
    expect(
      imageDimensions(
        'image/png',
        encodePng(37, 12, () => [0, 0, 0]),
      ),
    ).toEqual({
      width: 37,
      height: 12,
    });
    expect(imageDimensions('image/gif', GIF)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions('image/jpeg', jpegHeader(1280, 720))).toEqual({
      width: 1280,
      height: 720,
    });
    expect(imageDimensions('image/jpeg', jpegHeader(640, 480, 0xc2))).toEqual({
      width: 640,
      height: 480,
    });
    expect(imageDimensions('image/webp', webpLossless(800, 600))).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('says null for a header cut short, a JPEG without a frame, or another type', () => {
    expect(
      imageDimensions('image/png', encodePng(4, 4, () => [1, 2, 3]).subarray(0, 20)),
    ).toBeNull();
    expect(imageDimensions('image/jpeg', jpegHeader(10, 10).subarray(0, 22))).toBeNull();
    expect(
      imageDimensions('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0])),
    ).toBeNull();
    expect(imageDimensions('application/pdf', Buffer.alloc(64))).toBeNull();
  });
});
