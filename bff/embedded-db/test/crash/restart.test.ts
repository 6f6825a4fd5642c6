import { MongoClient, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { useDatabases } from './crash-test-helpers.js';

const databases = useDatabases();

describe('restart', () => {
  it('keeps data, indexes (unique still enforced) and TTL settings', async () => {
    const dbpath = await databases.directory();
    const first = await databases.start(dbpath);
    const before = new MongoClient(first.uri);
    const users = before.db('rozgar').collection('users');
    await users.createIndex({ email: 1 }, { unique: true, name: 'email_1' });
    await users.insertMany([
      { email: 'asha@example.in', name: 'Asha', city: 'Pune' },
      { email: 'ravi@example.in', name: 'Ravi', city: 'Bengaluru' },
    ]);
    await users.updateOne({ email: 'ravi@example.in' }, { $set: { city: 'Hyderabad' } });
    const sessions = before.db('rozgar').collection<{ _id: string; expires: Date }>('sessions');
    await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0, name: 'expires_1' });
    await sessions.insertOne({ _id: 'session-1', expires: new Date(Date.now() + 3_600_000) });
    await sessions.insertOne({
      _id: 'session-about-to-expire',
      expires: new Date(Date.now() + 1_500),
    });
    await before.db('scratch').collection('tmp').insertOne({ n: 1 });
    await before.db('scratch').dropDatabase();
    await before.close();
    await first.stop();

    const second = await databases.start(dbpath, { EMBEDDED_DB_TTL_INTERVAL_MS: '250' });
    const after = new MongoClient(second.uri);
    try {
      const reopenedUsers = after.db('rozgar').collection('users');
      expect(
        await reopenedUsers
          .find({}, { projection: { _id: 0 } })
          .sort({ email: 1 })
          .toArray(),
      ).toEqual([
        { email: 'asha@example.in', name: 'Asha', city: 'Pune' },
        { email: 'ravi@example.in', name: 'Ravi', city: 'Hyderabad' },
      ]);
      const userIndexes = await reopenedUsers.listIndexes().toArray();
      expect(userIndexes.find((index) => index.name === 'email_1')).toMatchObject({
        key: { email: 1 },
        unique: true,
      });
      const duplicate = await reopenedUsers
        .insertOne({ email: 'asha@example.in', name: 'Someone else' })
        .catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(MongoServerError);
      expect((duplicate as MongoServerError).code).toBe(11000);

      const sessionIndexes = await after
        .db('rozgar')
        .collection('sessions')
        .listIndexes()
        .toArray();
      expect(sessionIndexes.find((index) => index.name === 'expires_1')).toMatchObject({
        key: { expires: 1 },
        expireAfterSeconds: 0,
      });
      // The TTL index still works after the restart: the session that expired meanwhile is swept.
      const reopenedSessions = after.db('rozgar').collection<{ _id: string }>('sessions');
      const deadline = Date.now() + 15_000;
      while (
        (await reopenedSessions.countDocuments({ _id: 'session-about-to-expire' })) > 0 &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await reopenedSessions.find().toArray()).map((session) => session._id)).toEqual([
        'session-1',
      ]);
      const databaseNames = (await after.db('admin').admin().listDatabases()).databases.map(
        (database) => database.name,
      );
      expect(databaseNames).toContain('rozgar');
      expect(databaseNames).not.toContain('scratch');
    } finally {
      await after.close();
    }
  });
});
