import {
  MAX_RESDEX_FOLDERS,
  resdexFolderDetailSchema,
  resdexFolderEntryResponseSchema,
  resdexFolderListSchema,
  resdexFolderResponseSchema,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResdexFolder, ResdexFolderCandidate } from '../app/models/resdex-folder.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Resdex folders over HTTP (issue 16, docs/product/recruiter-tools-and-workspace.md#resdex-folders):
 * who may call, validation, unique names, the limit, ownership (unknown 404, another's 403),
 * candidates with notes, and deleting a folder with its entries.
 */

let app: TestApp;
let seekers = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function seeker(name: string, details: Record<string, unknown> = {}): Promise<string> {
  const user = await User.create({
    email: `resdex-folders-${process.pid}-${++seekers}@example.com`,
    password_hash: 'not-used',
    role: 'Job Seeker',
    name,
  });
  await UserDetails.create({ user_id: user._id, full_name: name, ...details });
  return String(user._id);
}

const send = (account: Account, method: string, path: string, json?: unknown) =>
  account.client.request(path, { method, json });

async function create(account: Account, name: string) {
  const response = await account.client.post('/api/resdex-folders', { name });
  expect(response.status).toBe(201);
  return payload(resdexFolderResponseSchema, await response.json()).folder;
}

async function foldersOf(account: Account) {
  const response = await account.client.get('/api/resdex-folders');
  expect(response.status).toBe(200);
  return payload(resdexFolderListSchema, await response.json()).folders;
}

async function put(account: Account, folderId: string, userId: string, json?: unknown) {
  const response = await send(
    account,
    'PUT',
    `/api/resdex-folders/${folderId}/candidates/${userId}`,
    json,
  );
  expect(response.status).toBe(200);
  return payload(resdexFolderEntryResponseSchema, await response.json());
}

async function detail(account: Account, folderId: string, query = '') {
  const response = await account.client.get(`/api/resdex-folders/${folderId}${query}`);
  expect(response.status).toBe(200);
  return payload(resdexFolderDetailSchema, await response.json());
}

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a seeker, changing nothing', async () => {
    const id = '0123456789abcdef01234567';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/resdex-folders'],
      ['POST', '/api/resdex-folders', { name: 'Mine' }],
      ['GET', `/api/resdex-folders/${id}`],
      ['PATCH', `/api/resdex-folders/${id}`, { name: 'Mine' }],
      ['DELETE', `/api/resdex-folders/${id}`],
      ['PUT', `/api/resdex-folders/${id}/candidates/${id}`, {}],
      ['DELETE', `/api/resdex-folders/${id}/candidates/${id}`],
    ];
    const asSeeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    for (const [method, path, json] of calls) {
      const visitor = await app.client().request(path, { method, json });
      expect([method, path, visitor.status]).toEqual([method, path, 401]);
      const refused = await asSeeker.client.request(path, { method, json });
      expect([method, path, refused.status]).toEqual([method, path, 403]);
      expect(await refused.json()).toEqual({ error: 'Only recruiters can do this' });
    }
    expect(await ResdexFolder.countDocuments({ account_id: asSeeker.id })).toBe(0);
  });

  it('answers 405 to other methods', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const id = '0123456789abcdef01234567';
    for (const [method, path, allow] of [
      ['PUT', '/api/resdex-folders', 'GET, POST'],
      ['POST', `/api/resdex-folders/${id}`, 'GET, PATCH, DELETE'],
      ['GET', `/api/resdex-folders/${id}/candidates/${id}`, 'PUT, DELETE'],
    ] as const) {
      const response = await send(recruiter, method, path);
      expect([method, path, response.status]).toEqual([method, path, 405]);
      expect(response.headers.get('allow')).toBe(allow);
    }
  });
});

describe('folders', () => {
  it('creates, lists last updated first with counts, renames, keeps names unique per recruiter', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const java = await create(recruiter, '  Java leads ');
    expect(java).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Java leads',
      count: 0,
      updated_at: expect.any(String),
    });
    const design = await create(recruiter, 'Designers');
    expect((await foldersOf(recruiter)).map((folder) => folder.name)).toEqual([
      'Designers',
      'Java leads',
    ]);

    // the same name in another case is taken; another recruiter may use it
    const taken = await recruiter.client.post('/api/resdex-folders', { name: 'JAVA LEADS' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'You already have a folder named "JAVA LEADS"' });
    await create(other, 'Java leads');

    const renamed = await send(recruiter, 'PATCH', `/api/resdex-folders/${java.id}`, {
      name: 'Java tech leads',
    });
    expect(renamed.status).toBe(200);
    expect(payload(resdexFolderResponseSchema, await renamed.json()).folder).toMatchObject({
      id: java.id,
      name: 'Java tech leads',
    });
    // renaming to its own name in another case is fine; to another folder's is not
    expect(
      (
        await send(recruiter, 'PATCH', `/api/resdex-folders/${java.id}`, {
          name: 'JAVA tech leads',
        })
      ).status,
    ).toBe(200);
    const clash = await send(recruiter, 'PATCH', `/api/resdex-folders/${java.id}`, {
      name: 'designers',
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ error: 'You already have a folder named "designers"' });
    expect((await foldersOf(recruiter)).map((folder) => folder.name)).toEqual([
      'JAVA tech leads',
      'Designers',
    ]);
    expect((await foldersOf(other)).map((folder) => folder.name)).toEqual(['Java leads']);
    expect(design.count).toBe(0);
  });

  it('refuses bad bodies and queries with 400', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    for (const [json, error] of [
      [{}, 'Folder name is required'],
      [{ name: '   ' }, 'Folder name is required'],
      [{ name: 'x'.repeat(61) }, 'Folder name must be at most 60 characters'],
      [{ name: 'A', count: 3 }, 'Unknown field: count'],
      [[], 'The request body must be a JSON object'],
    ] as const) {
      const response = await recruiter.client.post('/api/resdex-folders', json);
      expect([json, response.status]).toEqual([json, 400]);
      expect(await response.json()).toEqual({ error });
    }
    const folder = await create(recruiter, 'Valid');
    const seekerId = await seeker('Note Seeker');
    const long = await send(
      recruiter,
      'PUT',
      `/api/resdex-folders/${folder.id}/candidates/${seekerId}`,
      {
        note: 'x'.repeat(501),
      },
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: 'Note must be at most 500 characters' });
    const page = await recruiter.client.get(`/api/resdex-folders/${folder.id}?page=0`);
    expect(page.status).toBe(400);
    expect(await foldersOf(recruiter)).toEqual([folder]);
  });

  it(`keeps at most ${MAX_RESDEX_FOLDERS} folders, also when created at once`, async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await ResdexFolder.insertMany(
      Array.from({ length: MAX_RESDEX_FOLDERS - 3 }, (_, i) => ({
        account_id: recruiter.id,
        name: `Folder ${i}`,
        name_key: `folder ${i}`,
        created_by: recruiter.id,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recruiter.client.post('/api/resdex-folders', { name: `Rush ${i}` }),
      ),
    );
    expect(results.map((response) => response.status).sort()).toEqual([
      201, 201, 201, 409, 409, 409,
    ]);
    const refused = results.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({ error: 'You can keep at most 50 folders' });
    expect(await ResdexFolder.countDocuments({ account_id: recruiter.id })).toBe(
      MAX_RESDEX_FOLDERS,
    );
  });
});

describe('ownership', () => {
  it("answers 404 for an unknown folder and 403 for another recruiter's, changing nothing", async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const intruder = await loggedIn(app, 'Recruiter');
    const folder = await create(owner, 'Private');
    const seekerId = await seeker('Owned Seeker');
    await put(owner, folder.id, seekerId, { note: 'Strong profile' });

    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/resdex-folders/${folder.id}`],
      ['PATCH', `/api/resdex-folders/${folder.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/resdex-folders/${folder.id}`],
      ['PUT', `/api/resdex-folders/${folder.id}/candidates/${seekerId}`, { note: 'Mine now' }],
      ['DELETE', `/api/resdex-folders/${folder.id}/candidates/${seekerId}`],
    ];
    for (const [method, path, json] of calls) {
      const refused = await send(intruder, method, path, json);
      expect([method, path, refused.status]).toEqual([method, path, 403]);
      expect(await refused.json()).toEqual({ error: 'This folder belongs to another recruiter' });
      for (const unknown of ['0123456789abcdef01234567', 'not-an-id']) {
        const missing = await send(owner, method, path.replace(folder.id, unknown), json);
        expect([method, unknown, missing.status]).toEqual([method, unknown, 404]);
        expect(await missing.json()).toEqual({ error: 'Folder not found' });
      }
    }
    const kept = await detail(owner, folder.id);
    expect(kept.folder).toMatchObject({ name: 'Private', count: 1 });
    expect(kept.candidates.map((entry) => entry.note)).toEqual(['Strong profile']);
  });
});

describe('candidates in a folder', () => {
  it('adds seekers with notes, newest first, pages them, keeps or clears notes, removes', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const folder = await create(recruiter, 'Shortlist');
    const first = await seeker('First Seeker', { skills: ['Go'], curr_role: 'Engineer' });
    const second = await seeker('Second Seeker');

    const added = await put(recruiter, folder.id, first, { note: 'Call on Monday\r\nafter 5' });
    expect(added.folder).toMatchObject({ id: folder.id, count: 1 });
    expect(Date.parse(added.folder.updated_at)).toBeGreaterThan(Date.parse(folder.updated_at));
    expect(added.entry).toEqual({
      candidate: expect.objectContaining({
        id: first,
        full_name: 'First Seeker',
        curr_role: 'Engineer',
        skills: ['Go'],
        saved: false,
      }),
      note: 'Call on Monday\nafter 5',
      added_at: expect.any(String),
    });
    await put(recruiter, folder.id, second);
    // adding again without a note keeps the note; null clears it
    expect((await put(recruiter, folder.id, first)).entry?.note).toBe('Call on Monday\nafter 5');
    let shown = await detail(recruiter, folder.id);
    expect(shown.total).toBe(2);
    expect(shown.candidates.map((entry) => [entry.candidate.full_name, entry.note])).toEqual([
      ['Second Seeker', null],
      ['First Seeker', 'Call on Monday\nafter 5'],
    ]);
    expect((await put(recruiter, folder.id, first, { note: null })).entry?.note).toBeNull();

    // not a seeker: a recruiter, an unknown or a malformed id
    for (const id of [recruiter.id, '0123456789abcdef01234567', 'nope']) {
      const refused = await send(
        recruiter,
        'PUT',
        `/api/resdex-folders/${folder.id}/candidates/${id}`,
        {},
      );
      expect([id, refused.status]).toEqual([id, 404]);
      expect(await refused.json()).toEqual({ error: 'Candidate not found' });
    }

    // 20 a page
    for (let i = 0; i < 20; i++) await put(recruiter, folder.id, await seeker(`Bulk ${i}`));
    shown = await detail(recruiter, folder.id, '?page=2');
    expect([shown.total, shown.page, shown.pageSize, shown.candidates.length]).toEqual([
      22, 2, 20, 2,
    ]);
    expect(shown.candidates.map((entry) => entry.candidate.full_name)).toEqual([
      'Second Seeker',
      'First Seeker',
    ]);

    const removed = await send(
      recruiter,
      'DELETE',
      `/api/resdex-folders/${folder.id}/candidates/${second}`,
    );
    expect(removed.status).toBe(200);
    expect(payload(resdexFolderEntryResponseSchema, await removed.json())).toMatchObject({
      folder: { count: 21 },
      entry: null,
    });
    // again: harmless
    expect(
      (await send(recruiter, 'DELETE', `/api/resdex-folders/${folder.id}/candidates/${second}`))
        .status,
    ).toBe(200);
    expect((await foldersOf(recruiter))[0]).toMatchObject({ id: folder.id, count: 21 });
  });

  it('deleting a folder removes its entries, not the candidates or other folders', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const doomed = await create(recruiter, 'Doomed');
    const kept = await create(recruiter, 'Kept');
    const seekerId = await seeker('Shared Seeker');
    await put(recruiter, doomed.id, seekerId, { note: 'In both' });
    await put(recruiter, kept.id, seekerId);

    const deleted = await send(recruiter, 'DELETE', `/api/resdex-folders/${doomed.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect(await ResdexFolderCandidate.countDocuments({ folder_id: doomed.id })).toBe(0);
    expect((await send(recruiter, 'GET', `/api/resdex-folders/${doomed.id}`)).status).toBe(404);
    expect(await foldersOf(recruiter)).toEqual([
      expect.objectContaining({ id: kept.id, count: 1 }),
    ]);
    expect(await User.exists({ _id: seekerId })).not.toBeNull();
    // the name is free again
    await create(recruiter, 'doomed');
  });
});

describe('hidden profiles', () => {
  it("never shows or takes a seeker hidden from recruiters, unless they applied to the recruiter's jobs", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const folder = await create(recruiter, 'Hidden test');
    const shown = await seeker('Shown Seeker');
    const later = await seeker('Later Hidden');
    const hidden = await seeker('Hidden Seeker', { visible_to_recruiters: false });
    await put(recruiter, folder.id, shown);
    await put(recruiter, folder.id, later);

    const refused = await send(
      recruiter,
      'PUT',
      `/api/resdex-folders/${folder.id}/candidates/${hidden}`,
      {},
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'Candidate not found' });

    // a seeker in the folder who hides their profile leaves its list
    await UserDetails.updateOne({ user_id: later }, { $set: { visible_to_recruiters: false } });
    const listed = await detail(recruiter, folder.id);
    expect(listed.candidates.map((entry) => entry.candidate.full_name)).toEqual(['Shown Seeker']);
    // and leaves its count too: the folders' list, the folder and its total say 1, as listed
    expect(listed.total).toBe(1);
    expect(listed.folder.count).toBe(1);
    expect((await foldersOf(recruiter)).find((one) => one.id === folder.id)?.count).toBe(1);
    // a change to the folder answers the count as listed too
    const renamed = await send(recruiter, 'PATCH', `/api/resdex-folders/${folder.id}`, {
      name: 'Hidden test',
    });
    expect(renamed.status).toBe(200);
    expect(payload(resdexFolderResponseSchema, await renamed.json()).folder.count).toBe(1);

    // a hidden seeker who applied to one of the recruiter's jobs may be added and is listed
    const posted = await recruiter.client.post(
      '/api/jobs',
      jobPosting({
        job_title: 'Data analyst',
        work_mode: 'Remote',
        job_description: 'Analyse hiring data.',
        skills: 'SQL',
      }),
    );
    expect(posted.status).toBe(201);
    const applicant = await loggedIn(app, 'Job Seeker', 'Hidden Applicant');
    const jobId = (await posted.json()).job.id;
    expect((await applicant.client.post('/api/apply-job', { job_id: jobId })).status).toBe(201);
    await UserDetails.updateOne(
      { user_id: applicant.id },
      { $set: { visible_to_recruiters: false } },
      { upsert: true },
    );
    await put(recruiter, folder.id, applicant.id, { note: 'Applied to Data analyst' });
    expect(
      (await detail(recruiter, folder.id)).candidates.map((entry) => entry.candidate.full_name),
    ).toEqual(['Hidden Applicant', 'Shown Seeker']);
    expect((await foldersOf(recruiter)).find((one) => one.id === folder.id)?.count).toBe(2);
  });
});
