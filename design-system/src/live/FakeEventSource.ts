/**
 * A stand-in for the browser's EventSource in component tests (happy-dom has none): records every
 * connection and lets a test deliver events, drops and reconnections to it. Install with
 * `vi.stubGlobal('EventSource', FakeEventSource)`; `FakeEventSource.reset()` after each test.
 */
export class FakeEventSource extends EventTarget {
  static readonly connections: FakeEventSource[] = [];

  readonly url: string;
  closed = false;
  /** 0 connecting, 1 open, 2 closed (the browser gave up, or `close()`). */
  readyState = 0;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.connections.push(this);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** The server sends `data` (JSON), named `event` or as a plain message. */
  emit(data: unknown, event = 'message') {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  /** The connection drops, then the browser reconnects. */
  reconnect() {
    this.dispatchEvent(new Event('error'));
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  /** The browser gives up: the server answered something else than the stream (a 502, a 401). */
  fail() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }

  /** The open connections to `url`. */
  static open(url: string) {
    return FakeEventSource.connections.filter((source) => source.url === url && !source.closed);
  }

  static reset() {
    FakeEventSource.connections.length = 0;
  }
}
