import { inflateSync } from 'node:zlib';
import { BSON, type Document } from 'bson';

/** MongoDB wire protocol opcodes this server reads or writes. */
export const OpCode = {
  REPLY: 1,
  QUERY: 2004,
  COMPRESSED: 2012,
  MSG: 2013,
} as const;

const HEADER_BYTES = 16;
const MSG_FLAG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_FLAG_MORE_TO_COME = 1 << 1;
const COMPRESSOR_NOOP = 0;
const COMPRESSOR_ZLIB = 2;
export const MAX_MESSAGE_BYTES = 48_000_000;

/**
 * How incoming documents are decoded, and so how documents are held in memory and on disk:
 * BSON's defaults (int32/double/safe int64 as JS numbers), matching the storage codec.
 */
const DECODE_OPTIONS: BSON.DeserializeOptions = {};

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A decoded client request, reduced to what the command layer needs. */
export type IncomingRequest =
  | { kind: 'query'; requestId: number; collectionName: string; command: Document }
  | { kind: 'msg'; requestId: number; moreToCome: boolean; command: Document }
  | { kind: 'unsupported'; requestId: number; opCode: number };

export class WireProtocolError extends Error {}

export function readHeader(buffer: Buffer, offset = 0): MessageHeader {
  return {
    messageLength: buffer.readInt32LE(offset),
    requestId: buffer.readInt32LE(offset + 4),
    responseTo: buffer.readInt32LE(offset + 8),
    opCode: buffer.readInt32LE(offset + 12),
  };
}

function readCString(buffer: Buffer, offset: number): { value: string; next: number } {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new WireProtocolError('unterminated cstring');
  return { value: buffer.toString('utf8', offset, end), next: end + 1 };
}

function readDocument(buffer: Buffer, offset: number): { document: Document; next: number } {
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length)
    throw new WireProtocolError('invalid BSON document size');
  const document = BSON.deserialize(buffer.subarray(offset, offset + size), DECODE_OPTIONS);
  return { document, next: offset + size };
}

/** Decodes one complete message (header included). */
export function decodeMessage(message: Buffer): IncomingRequest {
  const header = readHeader(message);
  const body = message.subarray(HEADER_BYTES, header.messageLength);
  return decodeBody(header.opCode, header.requestId, body);
}

function decodeBody(opCode: number, requestId: number, body: Buffer): IncomingRequest {
  switch (opCode) {
    case OpCode.QUERY:
      return decodeQuery(requestId, body);
    case OpCode.MSG:
      return decodeMsg(requestId, body);
    case OpCode.COMPRESSED:
      return decodeCompressed(requestId, body);
    default:
      return { kind: 'unsupported', requestId, opCode };
  }
}

function decodeQuery(requestId: number, body: Buffer): IncomingRequest {
  let offset = 4; // flags
  const name = readCString(body, offset);
  offset = name.next + 8; // numberToSkip, numberToReturn
  const { document } = readDocument(body, offset);
  // Legacy wrapped form: { $query: { ... }, $readPreference: ... }
  const command = (
    document.$query && typeof document.$query === 'object' ? document.$query : document
  ) as Document;
  return { kind: 'query', requestId, collectionName: name.value, command };
}

function decodeMsg(requestId: number, body: Buffer): IncomingRequest {
  const flags = body.readUInt32LE(0);
  const end = flags & MSG_FLAG_CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let offset = 4;
  let command: Document | undefined;
  const sequences: Array<{ identifier: string; documents: Document[] }> = [];
  while (offset < end) {
    const kind = body.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const read = readDocument(body, offset);
      command = read.document;
      offset = read.next;
    } else if (kind === 1) {
      const size = body.readInt32LE(offset);
      const sectionEnd = offset + size;
      const identifier = readCString(body, offset + 4);
      let cursor = identifier.next;
      const documents: Document[] = [];
      while (cursor < sectionEnd) {
        const read = readDocument(body, cursor);
        documents.push(read.document);
        cursor = read.next;
      }
      sequences.push({ identifier: identifier.value, documents });
      offset = sectionEnd;
    } else {
      throw new WireProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new WireProtocolError('OP_MSG without a body section');
  for (const sequence of sequences) {
    const existing = command[sequence.identifier];
    command[sequence.identifier] = Array.isArray(existing)
      ? [...existing, ...sequence.documents]
      : sequence.documents;
  }
  return { kind: 'msg', requestId, moreToCome: (flags & MSG_FLAG_MORE_TO_COME) !== 0, command };
}

function decodeCompressed(requestId: number, body: Buffer): IncomingRequest {
  const originalOpCode = body.readInt32LE(0);
  const uncompressedSize = body.readInt32LE(4);
  const compressorId = body.readUInt8(8);
  const payload = body.subarray(9);
  let inner: Buffer;
  if (compressorId === COMPRESSOR_NOOP) inner = payload;
  else if (compressorId === COMPRESSOR_ZLIB) inner = inflateSync(payload);
  else throw new WireProtocolError(`unsupported compressor id ${compressorId}`);
  if (inner.length !== uncompressedSize) throw new WireProtocolError('OP_COMPRESSED size mismatch');
  return decodeBody(originalOpCode, requestId, inner);
}

/** OP_REPLY fields after the header: responseFlags, cursorID, startingFrom, numberReturned. */
const REPLY_PREFIX_BYTES = HEADER_BYTES + 20;
/** OP_MSG fields after the header: flagBits, then the kind byte of the single body section. */
const MSG_PREFIX_BYTES = HEADER_BYTES + 5;

/**
 * One buffer holding `prefixBytes` (filled in by the caller) followed by `document` as BSON,
 * with the message header written: the whole reply goes out in one `socket.write`.
 */
function messageWith(
  prefixBytes: number,
  document: Document,
  requestId: number,
  responseTo: number,
  opCode: number,
): Buffer {
  const bson = BSON.serialize(document);
  const message = Buffer.allocUnsafe(prefixBytes + bson.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(responseTo, 8);
  message.writeInt32LE(opCode, 12);
  message.set(bson, prefixBytes);
  return message;
}

/** OP_REPLY with one document (answer to a legacy OP_QUERY command). */
export function encodeReply(requestId: number, responseTo: number, document: Document): Buffer {
  const message = messageWith(REPLY_PREFIX_BYTES, document, requestId, responseTo, OpCode.REPLY);
  message.writeInt32LE(0, HEADER_BYTES); // responseFlags
  message.writeBigInt64LE(0n, HEADER_BYTES + 4); // cursorID
  message.writeInt32LE(0, HEADER_BYTES + 12); // startingFrom
  message.writeInt32LE(1, HEADER_BYTES + 16); // numberReturned
  return message;
}

/** OP_MSG with a single kind-0 section. */
export function encodeMsg(requestId: number, responseTo: number, document: Document): Buffer {
  const message = messageWith(MSG_PREFIX_BYTES, document, requestId, responseTo, OpCode.MSG);
  message.writeUInt32LE(0, HEADER_BYTES); // flagBits
  message.writeUInt8(0, HEADER_BYTES + 4); // section kind 0: the body
  return message;
}

/**
 * Splits a byte stream into complete messages. Chunks are kept in a list and joined once per
 * message, so a large message arriving in many chunks costs linear time.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const length = this.peekLength();
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES)
        throw new WireProtocolError(`invalid message length ${length}`);
      if (this.buffered < length) break;
      const joined =
        this.chunks.length === 1
          ? (this.chunks[0] as Buffer)
          : Buffer.concat(this.chunks, this.buffered);
      messages.push(joined.subarray(0, length));
      const rest = joined.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    const joined = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [joined];
    return joined.readInt32LE(0);
  }
}
