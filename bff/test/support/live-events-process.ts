/**
 * A second BFF process as far as live events go (live-events.server.test.ts): connects mongoose
 * to LIVE_EVENTS_MONGO_URI, subscribes to LIVE_EVENTS_CHANNEL and prints `subscribed`, then
 * `event <json>` for every event received; a line `publish <channel> <json>` on stdin publishes
 * one (then prints `published`). Exits when stdin closes.
 */
import { createInterface } from 'node:readline';
import mongoose from 'mongoose';
import {
  publishLiveEvent,
  stopLiveEvents,
  subscribeLiveEvents,
} from '../../app/services/live-events.server';

await mongoose.connect(process.env.LIVE_EVENTS_MONGO_URI!, { serverSelectionTimeoutMS: 5_000 });
subscribeLiveEvents(process.env.LIVE_EVENTS_CHANNEL!, (data) => {
  process.stdout.write(`event ${JSON.stringify(data)}\n`);
});
process.stdout.write('subscribed\n');

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const match = /^publish (\S+) (.*)$/.exec(line);
  if (!match) continue;
  await publishLiveEvent(match[1]!, JSON.parse(match[2]!));
  process.stdout.write('published\n');
}
await stopLiveEvents();
await mongoose.disconnect();
