import mongoose, { Schema, type Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';

let server: RunningServer;
let connection: mongoose.Connection;

const companySchema = new Schema({ name: { type: String, required: true }, city: String });
interface JobFields {
  job_title: string;
  company?: Types.ObjectId;
  min_salary?: number;
  max_salary?: number;
  is_active?: boolean;
  skills: string[];
  applicants: Array<{ user: string; status: string }>;
  created_at?: Date;
  updated_at?: Date;
}
const jobSchema = new Schema<JobFields>(
  {
    job_title: { type: String, required: true },
    company: { type: Schema.Types.ObjectId, ref: 'Company' },
    min_salary: Number,
    max_salary: Number,
    is_active: { type: Boolean, default: true },
    skills: [String],
    applicants: [{ user: String, status: String }],
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);
const userSchema = new Schema({
  email: { type: String, required: true, unique: true },
  name: String,
});

beforeAll(async () => {
  server = await startServer({ port: 0 });
  connection = await mongoose
    .createConnection(`mongodb://127.0.0.1:${server.port}/portal`)
    .asPromise();
});
afterAll(async () => {
  await connection.close();
  await server.close();
});

describe('mongoose 9 against the embedded database', () => {
  it('creates, reads, updates and deletes documents with populate and timestamps', async () => {
    const Company = connection.model('Company', companySchema);
    const Job = connection.model<JobFields>('Job', jobSchema);
    const acme = await Company.create({ name: 'Acme', city: 'Pune' });
    const created = new Job({
      job_title: 'Node Engineer',
      company: acme._id,
      min_salary: 10,
      max_salary: 20,
      skills: ['node'],
    });
    await created.save();
    expect(created.get('created_at')).toBeInstanceOf(Date);

    const found = await Job.findById(created._id)
      .populate<{ company: { name: string } }>('company')
      .lean();
    expect(found?.company.name).toBe('Acme');
    expect(found?.is_active).toBe(true);

    await Job.updateOne(
      { _id: created._id },
      { $push: { applicants: { user: 'u1', status: 'applied' } }, $addToSet: { skills: 'mongo' } },
    );
    await Job.updateOne(
      { _id: created._id, 'applicants.user': 'u1' },
      { $set: { 'applicants.$.status': 'shortlisted' } },
    );
    const updated = await Job.findById(created._id).lean();
    expect(updated?.skills).toEqual(['node', 'mongo']);
    expect(updated?.applicants.map((applicant) => applicant.status)).toEqual(['shortlisted']);

    await Job.insertMany([
      { job_title: 'Java Engineer', company: acme._id, min_salary: 5, is_active: false },
      { job_title: 'Sales Lead', company: acme._id, min_salary: 30 },
    ]);
    expect(await Job.countDocuments({ is_active: true })).toBe(2);
    expect((await Job.distinct('job_title', { min_salary: { $lt: 20 } })).sort()).toEqual([
      'Java Engineer',
      'Node Engineer',
    ]);
    const grouped = await Job.aggregate<{ _id: boolean; n: number }>([
      { $group: { _id: '$is_active', n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(grouped).toEqual([
      { _id: false, n: 1 },
      { _id: true, n: 2 },
    ]);
    const page = await Job.find({ job_title: /engineer/i })
      .sort({ min_salary: -1 })
      .limit(1)
      .select('job_title -_id')
      .lean();
    expect(page).toEqual([{ job_title: 'Node Engineer' }]);

    const upserted = await Job.findOneAndUpdate(
      { job_title: 'Designer' },
      { $set: { min_salary: 7 }, $setOnInsert: { skills: ['figma'] } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(upserted).toMatchObject({ job_title: 'Designer', min_salary: 7, skills: ['figma'] });

    const deleted = await Job.deleteMany({ min_salary: { $gte: 30 } });
    expect(deleted.deletedCount).toBe(1);
    expect(await Job.exists({ job_title: 'Sales Lead' })).toBeNull();
  });

  it('reports duplicate keys with code 11000 and keyValue', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    const indexes = await User.listIndexes();
    expect(indexes.map((index: { name: string }) => index.name)).toContain('email_1');
    await User.create({ email: 'asha@example.in', name: 'Asha' });
    const error = (await User.create({ email: 'asha@example.in' }).catch((e: unknown) => e)) as {
      code?: number;
      keyValue?: unknown;
      message: string;
    };
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ email: 'asha@example.in' });
    expect(error.message).toContain(
      'E11000 duplicate key error collection: portal.users index: email_1 dup key',
    );
    expect(await User.countDocuments()).toBe(1);
  });

  it('finds by id, saves changes through documents and validates', async () => {
    const Note = connection.model(
      'Note',
      new Schema({ text: { type: String, required: true }, tags: [String] }),
    );
    const note = await Note.create({ text: 'hello', tags: ['a'] });
    const loaded = await Note.findById(note._id);
    expect(loaded?.text).toBe('hello');
    loaded!.text = 'changed';
    loaded!.tags.push('b');
    await loaded!.save();
    const reloaded = await Note.findById(note._id as Types.ObjectId).lean();
    expect(reloaded).toMatchObject({ text: 'changed', tags: ['a', 'b'] });
    await expect(Note.create({ tags: [] })).rejects.toThrow(/text/);
    await loaded!.deleteOne();
    expect(await Note.findById(note._id)).toBeNull();
  });
});
