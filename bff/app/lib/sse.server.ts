/**
 * Server-Sent Events (docs/decisions/019-live-events.md): a `text/event-stream` Response whose
 * events are written as they happen.
 *
 * - `Cache-Control: no-cache, no-transform`: no cache keeps a copy, and the `compression`
 *   middleware leaves a `no-transform` response alone, so nothing gzips (and so buffers) the
 *   stream: each event reaches the socket when it is sent.
 * - `X-Accel-Buffering: no`: nginx-like proxies pass it through unbuffered too.
 * - A comment line every `heartbeatMs` (25 s) keeps idle connections from being cut by proxies.
 * - When the client goes away (the request's signal aborts, or the body is cancelled) the
 *   heartbeat stops and `start`'s cleanup runs, once.
 */

export interface ServerSentEvent {
  /** The `id:` line (the browser sends it back as Last-Event-ID when it reconnects). */
  id?: string;
  /** The `event:` line; without it the browser dispatches a `message` event. */
  event?: string;
  /** Sent as JSON on `data:` lines. */
  data: unknown;
}

export type SendEvent = (event: ServerSentEvent) => void;

export interface EventStreamOptions {
  heartbeatMs?: number;
  /** The `retry:` line: how long the browser waits before reconnecting (ms). */
  retryMs?: number;
}

export const SSE_HEARTBEAT_MS = 25_000;
const DEFAULT_RETRY_MS = 3_000;

const encoder = new TextEncoder();

/** Whether the request accepts `text/event-stream` (EventSource always asks for it). */
export function acceptsEventStream(request: Request): boolean {
  const accept = request.headers.get('Accept') ?? '';
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter))) return false;
    return type === 'text/event-stream' || type === 'text/*' || type === '*/*';
  });
}

/** One event in the wire format: field lines, then a blank line. */
export function formatServerSentEvent(event: ServerSentEvent): string {
  let text = '';
  if (event.id !== undefined) text += `id: ${singleLine(event.id)}\n`;
  if (event.event !== undefined) text += `event: ${singleLine(event.event)}\n`;
  const data = JSON.stringify(event.data) ?? 'null';
  // JSON escapes line breaks inside strings; this only splits what JSON.stringify left (none).
  for (const line of data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/** A field value on one line (a line break would end the field early). */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/**
 * A streaming `text/event-stream` Response. `start(send)` runs at once and may return a cleanup
 * function, called when the client disconnects.
 */
export function eventStreamResponse(
  request: Request,
  start: (send: SendEvent) => (() => void) | void,
  options: EventStreamOptions = {},
): Response {
  let cleanup: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let streamController: ReadableStreamDefaultController<Uint8Array> | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    request.signal.removeEventListener('abort', close);
    try {
      cleanup?.();
    } finally {
      try {
        streamController?.close();
      } catch {
        // Already closed or errored by the consumer.
      }
    }
  };

  const write = (text: string) => {
    if (closed || !streamController) return;
    try {
      streamController.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      streamController = controller;
      // The retry hint and a first comment: the headers and the first bytes go out at once, so
      // the client knows the stream is open.
      write(`retry: ${options.retryMs ?? DEFAULT_RETRY_MS}\n: connected\n\n`);
      heartbeat = setInterval(
        () => write(': heartbeat\n\n'),
        options.heartbeatMs ?? SSE_HEARTBEAT_MS,
      );
      heartbeat.unref?.();
      if (request.signal.aborted) {
        close();
        return;
      }
      request.signal.addEventListener('abort', close);
      cleanup = start((event) => write(formatServerSentEvent(event))) ?? undefined;
      // `start` may have seen the client leave already.
      if (closed) cleanup?.();
    },
    cancel() {
      close();
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
