/**
 * One EventSource per URL for the whole tab, shared by every part of the portal that listens to
 * it (docs/product/notifications-and-alerts.md#notification-centre): the shell's bell and a
 * remote's page (the seeker's application tracking) subscribe to the same
 * `/api/notifications/events` and the browser keeps a single connection. The design system is a
 * shared singleton (Module Federation), so this module's registry is the tab's.
 *
 * The browser reconnects a dropped EventSource by itself; listeners are told `reconnected` once it
 * is back, so that they fetch again what they may have missed meanwhile.
 */
export type LiveMessage =
  /** A server event (its `event:` name, or "message"), its data parsed as JSON. */
  | { kind: 'event'; type: string; data: unknown }
  /** The connection came back after a drop. */
  | { kind: 'reconnected' };

export type LiveListener = (message: LiveMessage) => void;

interface Channel {
  url: string;
  source: EventSource | null;
  listeners: Set<LiveListener>;
  /** The event names the source forwards (also to a source opened again). */
  types: Set<string>;
  dropped: boolean;
  /** The browser gave up (an answer other than the stream): opened again after this delay. */
  retryDelay: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  closed: boolean;
}

/** The first wait before opening a connection the browser gave up on again; doubled up to the max. */
export const LIVE_RETRY_FIRST_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 60_000;
/** EventSource.CLOSED, where no EventSource constant is at hand (tests). */
const CLOSED = 2;

const channels = new Map<string, Channel>();

function dispatch(channel: Channel, message: LiveMessage) {
  for (const listener of [...channel.listeners]) listener(message);
}

function forward(channel: Channel, source: EventSource, type: string) {
  source.addEventListener(type, (event) => {
    if (source !== channel.source) return;
    let data: unknown;
    try {
      data = JSON.parse(String((event as MessageEvent).data));
    } catch {
      return; // not JSON: not an event of ours
    }
    dispatch(channel, { kind: 'event', type, data });
  });
}

/**
 * Connects the channel: the browser reconnects a dropped stream by itself; when it gives up (the
 * server answered something else than the stream, say during a restart) the channel opens a new
 * one after a growing delay. Either way the listeners hear `reconnected` once it is back.
 */
function connect(channel: Channel) {
  const source = new EventSource(channel.url);
  channel.source = source;
  for (const type of channel.types) forward(channel, source, type);
  source.addEventListener('error', () => {
    if (source !== channel.source) return;
    channel.dropped = true;
    if (source.readyState !== CLOSED || channel.closed) return;
    channel.retryTimer = setTimeout(() => {
      channel.retryTimer = undefined;
      if (!channel.closed) connect(channel);
    }, channel.retryDelay);
    channel.retryDelay = Math.min(channel.retryDelay * 2, LIVE_RETRY_MAX_MS);
  });
  source.addEventListener('open', () => {
    if (source !== channel.source) return;
    channel.retryDelay = LIVE_RETRY_FIRST_MS;
    if (!channel.dropped) return;
    channel.dropped = false;
    dispatch(channel, { kind: 'reconnected' });
  });
}

function open(url: string): Channel {
  const channel: Channel = {
    url,
    source: null,
    listeners: new Set(),
    types: new Set(),
    dropped: false,
    retryDelay: LIVE_RETRY_FIRST_MS,
    retryTimer: undefined,
    closed: false,
  };
  connect(channel);
  return channel;
}

function close(channel: Channel) {
  channel.closed = true;
  clearTimeout(channel.retryTimer);
  channel.source?.close();
}

/**
 * Listens to the server events of `url` named in `types` (plus unnamed "message" events); the
 * first subscriber opens the connection, the last one's unsubscribe closes it. Returns the
 * unsubscribe. Does nothing where the browser has no EventSource.
 */
export function subscribeLiveEvents(
  url: string,
  types: readonly string[],
  listener: LiveListener,
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let channel = channels.get(url);
  if (!channel) {
    channel = open(url);
    channels.set(url, channel);
  }
  for (const type of ['message', ...types]) {
    if (channel.types.has(type)) continue;
    channel.types.add(type);
    if (channel.source) forward(channel, channel.source, type);
  }
  const wanted = new Set(['message', ...types]);
  const filtered: LiveListener = (message) => {
    if (message.kind === 'reconnected' || wanted.has(message.type)) listener(message);
  };
  channel.listeners.add(filtered);
  const current = channel;
  return () => {
    current.listeners.delete(filtered);
    if (current.listeners.size === 0 && channels.get(url) === current) {
      close(current);
      channels.delete(url);
    }
  };
}
