import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { User } from '../app/models/user.server';
import { endAllSessionsOf, hashPassword } from '../app/services/auth.server';
import { startTestDatabase, type TestDatabase } from './support/database';
import { startTestApp, type TestApp } from './support/harness';

// Sessions and the models must live in the same database whatever the connection string says,
// or ending a user's sessions (on a password reset) deletes nothing and old cookies stay valid.
describe.each([
  [
    'names no database (the embedded default)',
    (port: string) => `mongodb://127.0.0.1:${port}/?directConnection=true`,
    'rozgar',
  ],
  [
    'names a database',
    (port: string) => `mongodb://127.0.0.1:${port}/portal_live?directConnection=true`,
    'portal_live',
  ],
])('a connection string that %s', (_label, uriFor, expectedDatabase) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await startTestDatabase();
    const port = new URL(database.uri).port;
    app = await startTestApp({ mongoUri: uriFor(port) });
    await User.create({
      email: 'meera@example.com',
      password_hash: await hashPassword('Demo@12345'),
      role: 'Job Seeker',
      name: 'Meera Iyer',
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.stop();
  });

  it(`keeps sessions next to the users (in ${expectedDatabase}) so ending them logs every device out`, async () => {
    expect(mongoose.connection.name).toBe(expectedDatabase);
    const phone = app.client();
    const laptop = app.client();
    expect((await phone.login('meera@example.com', 'Demo@12345')).status).toBe(200);
    expect((await laptop.login('meera@example.com', 'Demo@12345')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);

    const stored = await mongoose.connection.db!.collection('sessions').countDocuments();
    expect(stored).toBe(2);

    const user = await User.findOne({ email: 'meera@example.com' }).orFail();
    expect(await endAllSessionsOf(String(user._id))).toBe(2);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
  });
});
