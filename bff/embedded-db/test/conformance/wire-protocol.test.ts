import { connect, type Socket } from 'node:net';
import { deflateSync } from 'node:zlib';
import { BSON, type Document } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

/** A bare TCP client that sends hand-built frames and reads whole replies. */
class RawClient {
  private buffered = Buffer.alloc(0);
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: Buffer): void {
    this.socket.write(frame);
  }

  async reply(
    timeoutMs = 2000,
  ): Promise<{ opCode: number; responseTo: number; body: Buffer } | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (this.buffered.length < 4 || this.buffered.length < this.buffered.readInt32LE(0)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const length = this.buffered.readInt32LE(0);
    const frame = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return {
      opCode: frame.readInt32LE(12),
      responseTo: frame.readInt32LE(8),
      body: frame.subarray(16),
    };
  }

  close(): void {
    this.socket.destroy();
  }
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(0, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(`${collection}\0`, 'utf8'),
    Buffer.from([0, 0, 0, 0, 255, 255, 255, 255]),
    BSON.serialize(query),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, 2004), body]);
}

function opMsgBody(
  flags: number,
  command: Document,
  sequence?: { identifier: string; documents: Document[] },
): Buffer {
  const parts: Buffer[] = [];
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags, 0);
  parts.push(flagBytes, Buffer.from([0]), Buffer.from(BSON.serialize(command)));
  if (sequence) {
    const documents = Buffer.concat(sequence.documents.map((document) => BSON.serialize(document)));
    const identifier = Buffer.from(`${sequence.identifier}\0`, 'utf8');
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + identifier.length + documents.length, 0);
    parts.push(Buffer.from([1]), size, identifier, documents);
  }
  return Buffer.concat(parts);
}

function opMsg(
  requestId: number,
  flags: number,
  command: Document,
  sequence?: { identifier: string; documents: Document[] },
): Buffer {
  const body = opMsgBody(flags, command, sequence);
  return Buffer.concat([header(16 + body.length, requestId, 2013), body]);
}

function msgReplyDocument(body: Buffer): Document {
  expect(body.readUInt32LE(0)).toBe(0);
  expect(body.readUInt8(4)).toBe(0);
  return BSON.deserialize(body.subarray(5));
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY, then speaks OP_MSG', async () => {
    const client = await RawClient.open(server.port);
    try {
      client.send(
        opQuery(7, 'admin.$cmd', {
          isMaster: 1,
          helloOk: true,
          client: { driver: { name: 'raw' } },
        }),
      );
      const handshake = await client.reply();
      expect(handshake?.opCode).toBe(1);
      expect(handshake?.responseTo).toBe(7);
      const numberReturned = handshake!.body.readInt32LE(16);
      expect(numberReturned).toBe(1);
      const hello = BSON.deserialize(handshake!.body.subarray(20));
      expect(hello).toMatchObject({ ismaster: true, ok: 1 });
      expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
      expect(hello.compression).toBeUndefined();

      client.send(opMsg(8, 0, { ping: 1, $db: 'admin' }));
      const pong = await client.reply();
      expect(pong?.opCode).toBe(2013);
      expect(pong?.responseTo).toBe(8);
      expect(msgReplyDocument(pong!.body)).toEqual({ ok: 1 });
    } finally {
      client.close();
    }
  });

  it('reads kind-1 document sequences and sends no reply for moreToCome', async () => {
    const client = await RawClient.open(server.port);
    try {
      const moreToCome = 1 << 1;
      client.send(
        opMsg(
          1,
          moreToCome,
          { insert: 'raw', $db: 'wire' },
          { identifier: 'documents', documents: [{ n: 1 }, { n: 2 }] },
        ),
      );
      expect(await client.reply(300)).toBeUndefined();
      client.send(
        opMsg(
          2,
          0,
          { insert: 'raw', $db: 'wire' },
          { identifier: 'documents', documents: [{ n: 3 }] },
        ),
      );
      expect(msgReplyDocument((await client.reply())!.body)).toEqual({ n: 1, ok: 1 });
      client.send(opMsg(3, 0, { count: 'raw', query: {}, $db: 'wire' }));
      expect(msgReplyDocument((await client.reply())!.body)).toEqual({ n: 3, ok: 1 });
    } finally {
      client.close();
    }
  });

  it('answers pipelined requests in order, reads behind a write included', async () => {
    const client = await RawClient.open(server.port);
    try {
      client.send(
        Buffer.concat([
          opMsg(31, 0, { ping: 1, $db: 'admin' }),
          opMsg(32, 0, { insert: 'ordered', documents: [{ _id: 1 }], $db: 'wire' }),
          opMsg(33, 0, { ping: 1, $db: 'admin' }),
          opMsg(34, 0, { find: 'ordered', filter: { _id: 1 }, singleBatch: true, $db: 'wire' }),
          opMsg(35, 0, { insert: 'ordered', documents: [{ _id: 2 }], $db: 'wire' }),
          opMsg(36, 0, { count: 'ordered', $db: 'wire' }),
        ]),
      );
      const replies = [];
      for (let i = 0; i < 6; i += 1) {
        const reply = await client.reply();
        replies.push({ to: reply?.responseTo, body: msgReplyDocument(reply!.body) });
      }
      expect(replies.map((reply) => reply.to)).toEqual([31, 32, 33, 34, 35, 36]);
      expect(replies[3]!.body.cursor.firstBatch).toEqual([{ _id: 1 }]);
      expect(replies[5]!.body).toEqual({ n: 2, ok: 1 });
      client.send(opMsg(37, 0, { ping: 1, $db: 'admin' }));
      expect((await client.reply())?.responseTo).toBe(37);
    } finally {
      client.close();
    }
  });

  it('decodes zlib and noop OP_COMPRESSED messages', async () => {
    const client = await RawClient.open(server.port);
    try {
      for (const [compressorId, compress] of [
        [2, (buffer: Buffer) => deflateSync(buffer)],
        [0, (buffer: Buffer) => buffer],
      ] as const) {
        const inner = opMsgBody(0, { ping: 1, $db: 'admin' });
        const compressed = compress(inner);
        const prefix = Buffer.alloc(9);
        prefix.writeInt32LE(2013, 0);
        prefix.writeInt32LE(inner.length, 4);
        prefix.writeUInt8(compressorId, 8);
        const body = Buffer.concat([prefix, compressed]);
        client.send(Buffer.concat([header(16 + body.length, 20 + compressorId, 2012), body]));
        const reply = await client.reply();
        expect(reply?.responseTo).toBe(20 + compressorId);
        expect(msgReplyDocument(reply!.body)).toEqual({ ok: 1 });
      }
    } finally {
      client.close();
    }
  });

  it('listens on 127.0.0.1 only', async () => {
    await expect(startServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/127\.0\.0\.1/);
  });
});
