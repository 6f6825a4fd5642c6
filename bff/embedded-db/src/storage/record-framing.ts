import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * Every record on disk (journal and snapshot alike) is one frame:
 *
 *   [uint32 LE payload length][uint32 LE crc32 of the payload][payload: one BSON document]
 *
 * A reader that meets a frame it cannot trust (cut short, impossible length, wrong checksum)
 * stops there and reports the offset of the last good byte, so the caller can truncate.
 */
export const FRAME_HEADER_BYTES = 8;
/** A BSON document is at most 16 MiB; journal records wrap one document plus a little. */
export const MAX_FRAME_PAYLOAD_BYTES = 17 * 1024 * 1024;
const MIN_BSON_DOCUMENT_BYTES = 5;

export function encodeFrame(payload: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.byteLength);
  frame.writeUInt32LE(payload.byteLength, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  frame.set(payload, FRAME_HEADER_BYTES);
  return frame;
}

export type FrameReadEnd =
  | { kind: 'clean'; validBytes: number }
  | { kind: 'torn' | 'corrupt'; validBytes: number; reason: string; fileBytes: number };

export interface FrameFileReader {
  frames(): AsyncGenerator<Buffer, void, undefined>;
  /** Known once `frames()` has been consumed to its end. */
  readonly end: FrameReadEnd;
}

/**
 * Streams the frames of a file without holding more than one read chunk (plus one frame) in
 * memory, so snapshots of hundreds of megabytes load with flat memory.
 */
export function readFrameFile(path: string, chunkBytes = 4 * 1024 * 1024): FrameFileReader {
  let end: FrameReadEnd | undefined;
  return {
    get end(): FrameReadEnd {
      if (!end) throw new Error(`frames of ${path} were not read to the end`);
      return end;
    },
    async *frames() {
      const handle = await open(path, 'r');
      try {
        const fileBytes = (await handle.stat()).size;
        let pending = Buffer.alloc(0);
        let fileOffset = 0; // bytes of the file read into memory so far
        let validBytes = 0; // bytes of the file covered by whole, checked frames
        const readMore = async (atLeast: number): Promise<boolean> => {
          const want = Math.max(chunkBytes, atLeast - pending.length);
          const chunk = Buffer.allocUnsafe(Math.min(want, fileBytes - fileOffset));
          if (chunk.length === 0) return false;
          let filled = 0;
          while (filled < chunk.length) {
            const { bytesRead } = await handle.read(
              chunk,
              filled,
              chunk.length - filled,
              fileOffset + filled,
            );
            if (bytesRead === 0) break;
            filled += bytesRead;
          }
          fileOffset += filled;
          pending =
            pending.length === 0
              ? chunk.subarray(0, filled)
              : Buffer.concat([pending, chunk.subarray(0, filled)]);
          return filled > 0;
        };
        let cursor = 0;
        for (;;) {
          if (pending.length - cursor < FRAME_HEADER_BYTES) {
            pending = pending.subarray(cursor);
            cursor = 0;
            if (!(await readMore(FRAME_HEADER_BYTES)) || pending.length < FRAME_HEADER_BYTES) {
              end =
                pending.length === 0
                  ? { kind: 'clean', validBytes }
                  : {
                      kind: 'torn',
                      validBytes,
                      fileBytes,
                      reason: `${pending.length} trailing bytes are not a whole frame header`,
                    };
              return;
            }
          }
          const length = pending.readUInt32LE(cursor);
          const checksum = pending.readUInt32LE(cursor + 4);
          if (length < MIN_BSON_DOCUMENT_BYTES || length > MAX_FRAME_PAYLOAD_BYTES) {
            end = {
              kind: 'corrupt',
              validBytes,
              fileBytes,
              reason: `impossible record length ${length}`,
            };
            return;
          }
          const frameBytes = FRAME_HEADER_BYTES + length;
          if (pending.length - cursor < frameBytes) {
            pending = pending.subarray(cursor);
            cursor = 0;
            await readMore(frameBytes);
            if (pending.length < frameBytes) {
              end = {
                kind: 'torn',
                validBytes,
                fileBytes,
                reason: `last record is cut short (${pending.length} of ${frameBytes} bytes)`,
              };
              return;
            }
          }
          const payload = pending.subarray(cursor + FRAME_HEADER_BYTES, cursor + frameBytes);
          if (crc32(payload) !== checksum || payload.readInt32LE(0) !== length) {
            end = { kind: 'corrupt', validBytes, fileBytes, reason: 'checksum mismatch' };
            return;
          }
          cursor += frameBytes;
          validBytes += frameBytes;
          yield payload;
        }
      } finally {
        await handle.close();
      }
    },
  };
}
