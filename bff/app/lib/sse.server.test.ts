import { describe, expect, it, vi } from 'vitest';
import {
  acceptsEventStream,
  eventStreamResponse,
  formatServerSentEvent,
  type SendEvent,
} from './sse.server';

const decoder = new TextDecoder();

/** Reads chunks of `response`'s body until `text` has arrived. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
  sofar = '',
): Promise<string> {
  let received = sofar;
  while (!received.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${JSON.stringify(text)}: ${received}`);
    received += decoder.decode(value);
  }
  return received;
}

describe('formatServerSentEvent', () => {
  it('writes id, event and JSON data lines, then a blank line', () => {
    expect(formatServerSentEvent({ id: '3', event: 'post_liked', data: { likes: 2 } })).toBe(
      'id: 3\nevent: post_liked\ndata: {"likes":2}\n\n',
    );
    expect(formatServerSentEvent({ data: 'two\nlines' })).toBe('data: "two\\nlines"\n\n');
  });

  it('keeps a line break out of the id and event name', () => {
    expect(formatServerSentEvent({ id: 'a\nb', event: 'x\r\ndata: y', data: null })).toBe(
      'id: a b\nevent: x data: y\ndata: null\n\n',
    );
  });
});

describe('acceptsEventStream', () => {
  const accepting = (accept?: string) =>
    acceptsEventStream(
      new Request('http://localhost/events', accept === undefined ? {} : { headers: { accept } }),
    );

  it('is true for what EventSource sends and for wildcards', () => {
    expect(accepting('text/event-stream')).toBe(true);
    expect(accepting('application/json, text/event-stream;q=0.5')).toBe(true);
    expect(accepting('*/*')).toBe(true);
  });

  it('is false without an Accept header, for other types and for q=0', () => {
    expect(accepting()).toBe(false);
    expect(accepting('application/json')).toBe(false);
    expect(accepting('text/event-stream;q=0')).toBe(false);
  });
});

describe('eventStreamResponse', () => {
  it('streams events as they are sent, with the headers that keep it unbuffered', async () => {
    let send: SendEvent | undefined;
    const response = eventStreamResponse(new Request('http://localhost/events'), (given) => {
      send = given;
    });
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache, no-transform');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    const reader = response.body!.getReader();
    let text = await readUntil(reader, ': connected\n\n');
    expect(text).toMatch(/^retry: \d+\n/);
    send!({ event: 'post_created', data: { id: 1 } });
    text = await readUntil(reader, 'data: {"id":1}\n\n', text);
    expect(text).toContain('event: post_created\n');
    await reader.cancel();
  });

  it('sends a heartbeat comment while idle', async () => {
    const response = eventStreamResponse(new Request('http://localhost/events'), () => {}, {
      heartbeatMs: 20,
    });
    const reader = response.body!.getReader();
    const text = await readUntil(reader, ': heartbeat\n\n');
    expect(text).toContain(': heartbeat\n\n');
    await reader.cancel();
  });

  it('cleans up once when the client goes away, and sends nothing after', async () => {
    const controller = new AbortController();
    const cleanup = vi.fn();
    let send: SendEvent | undefined;
    const response = eventStreamResponse(
      new Request('http://localhost/events', { signal: controller.signal }),
      (given) => {
        send = given;
        return cleanup;
      },
    );
    const reader = response.body!.getReader();
    await readUntil(reader, ': connected\n\n');
    controller.abort();
    expect(cleanup).toHaveBeenCalledTimes(1);
    send!({ data: 'late' });
    expect(await reader.read()).toEqual({ value: undefined, done: true });
    await reader.cancel();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('cleans up when the body is cancelled', async () => {
    const cleanup = vi.fn();
    const response = eventStreamResponse(new Request('http://localhost/events'), () => cleanup);
    await response.body!.cancel();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
