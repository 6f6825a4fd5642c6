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
  source: EventSource;
  listeners: Set<LiveListener>;
  /** The event names the source already forwards. */
  types: Set<string>;
  dropped: boolean;
}

const channels = new Map<string, Channel>();

function dispatch(channel: Channel, message: LiveMessage) {
  for (const listener of [...channel.listeners]) listener(message);
}

function open(url: string): Channel {
  const source = new EventSource(url);
  const channel: Channel = { source, listeners: new Set(), types: new Set(), dropped: false };
  source.addEventListener('error', () => {
    channel.dropped = true;
  });
  source.addEventListener('open', () => {
    if (!channel.dropped) return;
    channel.dropped = false;
    dispatch(channel, { kind: 'reconnected' });
  });
  return channel;
}

function forward(channel: Channel, type: string) {
  if (channel.types.has(type)) return;
  channel.types.add(type);
  channel.source.addEventListener(type, (event) => {
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
  for (const type of ['message', ...types]) forward(channel, type);
  const wanted = new Set(['message', ...types]);
  const filtered: LiveListener = (message) => {
    if (message.kind === 'reconnected' || wanted.has(message.type)) listener(message);
  };
  channel.listeners.add(filtered);
  const current = channel;
  return () => {
    current.listeners.delete(filtered);
    if (current.listeners.size === 0 && channels.get(url) === current) {
      current.source.close();
      channels.delete(url);
    }
  };
}
