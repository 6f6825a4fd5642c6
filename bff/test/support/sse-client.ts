/** One Server-Sent Event as a client reads it. */
export interface ReceivedEvent {
  id?: string;
  event?: string;
  data: string;
  /** performance.now() when its last line arrived. */
  at: number;
}

/**
 * A Server-Sent Events client over fetch (Node has no EventSource): opens `url`, parses the
 * stream as it arrives (comments are counted, not returned) and lets a test wait for events.
 */
export interface SseClient {
  response: Response;
  events: ReceivedEvent[];
  comments: string[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): void;
}

export async function openEventStream(url: string, init: RequestInit = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'text/event-stream', ...init.headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      let current: Partial<ReceivedEvent> & { lines: string[] } = { lines: [] };
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let newline: number;
          while ((newline = buffer.indexOf('\n')) !== -1) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (current.lines.length > 0)
                events.push({
                  id: current.id,
                  event: current.event,
                  data: current.lines.join('\n'),
                  at: performance.now(),
                });
              current = { lines: [] };
              notify();
            } else if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = colon === -1 ? line : line.slice(0, colon);
              const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') current.lines.push(value);
              else if (field === 'id') current.id = value;
              else if (field === 'event') current.event = value;
            }
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
        notify();
      }
    })();
  }
  return {
    response,
    events,
    comments,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (ended) throw new Error(`the stream ended after ${events.length} events`);
        if (Date.now() > deadline)
          throw new Error(`only ${events.length} of ${count} events in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, 50);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      return events;
    },
    close() {
      controller.abort();
    },
  };
}
