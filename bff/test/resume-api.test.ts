import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resume } from '../app/models/resume.server';
import { startTestApp, type TestApp } from './support/harness';
import {
  collection,
  doc,
  docx,
  exe,
  loggedIn,
  padded,
  pdf,
  upload,
  zip,
  type Account,
} from './support/profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const uploadResume = (account: Account, content: Uint8Array, filename: string, type = PDF) =>
  upload(account.client, '/api/resume', 'resume', content, filename, type);

/** The GridFS files of a user's resumes, and how many chunks the bucket holds for them. */
async function storedFiles(account: Account) {
  const files = await collection('resumes.files')
    .find({ 'metadata.user_id': new Types.ObjectId(account.id) })
    .toArray();
  const chunks = await collection('resumes.chunks').countDocuments({
    files_id: { $in: files.map((file) => file._id) },
  });
  return { ids: files.map((file) => String(file._id)), chunks };
}

describe('POST /api/resume', () => {
  it('stores a PDF, extracts its text, serves it back byte-identical, replaces and deletes it', async () => {
    const seeker = await loggedIn(app);
    const firstPdf = await pdf([
      'Kavya Menon - Senior Frontend Engineer',
      'Skills: React, TypeScript, GraphQL, Kubernetes',
      'Experience: Flipkart, Bengaluru (2019-2024)',
    ]);
    const created = await uploadResume(seeker, firstPdf, 'Kavya Menon CV.pdf');
    expect(created.status).toBe(201);
    const { resume } = await created.json();
    expect(resume).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      filename: 'Kavya Menon CV.pdf',
      content_type: PDF,
      size: firstPdf.length,
      uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      has_text: true,
    });
    expect(await (await seeker.client.get('/api/resume')).json()).toEqual({ resume });

    const { text } = await (await seeker.client.get('/api/resume/text')).json();
    expect(text).toContain('Senior Frontend Engineer');
    expect(text).toContain('React, TypeScript, GraphQL, Kubernetes');
    expect(text).toContain('Flipkart, Bengaluru');

    const inline = await seeker.client.get('/api/resume/file');
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe(PDF);
    expect(inline.headers.get('content-disposition')).toBe('inline; filename="Kavya Menon CV.pdf"');
    expect(Buffer.from(await inline.arrayBuffer()).equals(firstPdf)).toBe(true);
    const attachment = await seeker.client.get('/api/resume/file?download=1');
    expect(attachment.headers.get('content-disposition')).toBe(
      'attachment; filename="Kavya Menon CV.pdf"',
    );
    expect(Buffer.from(await attachment.arrayBuffer()).equals(firstPdf)).toBe(true);

    const profile = await (await seeker.client.get('/api/profile')).json();
    expect(profile.resume).toEqual(resume);
    expect(profile.completeness.missing).not.toContain('resume');
    const firstFiles = await storedFiles(seeker);
    expect(firstFiles.ids).toHaveLength(1);
    expect(firstFiles.chunks).toBe(1);

    // A replacement: the same record, a new file; the old GridFS file and its chunks are gone.
    const secondPdf = await pdf(['Kavya Menon', 'Staff Engineer at Razorpay', 'Rust, WebAssembly']);
    const replaced = await uploadResume(seeker, secondPdf, 'kavya-2025.pdf');
    expect(replaced.status).toBe(201);
    const second = (await replaced.json()).resume;
    expect(second).toMatchObject({
      id: resume.id,
      filename: 'kavya-2025.pdf',
      size: secondPdf.length,
    });
    const secondFiles = await storedFiles(seeker);
    expect(secondFiles.ids).toHaveLength(1);
    expect(secondFiles.ids).not.toContain(firstFiles.ids[0]);
    expect(
      await collection('resumes.chunks').countDocuments({
        files_id: new Types.ObjectId(firstFiles.ids[0]),
      }),
    ).toBe(0);
    const newText = (await (await seeker.client.get('/api/resume/text')).json()).text;
    expect(newText).toContain('Staff Engineer at Razorpay');
    expect(newText).not.toContain('Flipkart');
    const download = await seeker.client.get('/api/resume/file');
    expect(Buffer.from(await download.arrayBuffer()).equals(secondPdf)).toBe(true);

    // Deleting removes the file and the record.
    const deleted = await seeker.client.request('/api/resume', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect(await storedFiles(seeker)).toEqual({ ids: [], chunks: 0 });
    expect(await Resume.countDocuments({ user_id: new Types.ObjectId(seeker.id) })).toBe(0);
    expect(await (await seeker.client.get('/api/resume')).json()).toEqual({ resume: null });
    for (const path of ['/api/resume/file', '/api/resume/text']) {
      const response = await seeker.client.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No resume uploaded' });
    }
    const again = await seeker.client.request('/api/resume', { method: 'DELETE' });
    expect(await again.json()).toEqual({ success: true });
  });

  it('extracts the text of a DOCX and of a classic Word .doc', async () => {
    const seeker = await loggedIn(app);
    const word = await docx(['Rohan Verma', 'Java, Spring Boot, Hibernate', 'Pune, Maharashtra']);
    const fromDocx = await uploadResume(seeker, word, 'rohan.docx', 'application/octet-stream');
    expect(fromDocx.status).toBe(201);
    expect((await fromDocx.json()).resume).toMatchObject({
      filename: 'rohan.docx',
      content_type: DOCX,
      has_text: true,
    });
    const docxText = (await (await seeker.client.get('/api/resume/text')).json()).text;
    expect(docxText).toBe('Rohan Verma\n\nJava, Spring Boot, Hibernate\n\nPune, Maharashtra');

    const legacy = doc('Rohan Verma Oracle DBA PL/SQL Mumbai');
    const fromDoc = await uploadResume(seeker, legacy, 'rohan.doc', 'application/msword');
    expect(fromDoc.status).toBe(201);
    expect((await fromDoc.json()).resume).toMatchObject({
      content_type: 'application/msword',
      has_text: true,
    });
    expect((await (await seeker.client.get('/api/resume/text')).json()).text).toBe(
      'Rohan Verma Oracle DBA PL/SQL Mumbai',
    );
    const file = await seeker.client.get('/api/resume/file');
    expect(file.headers.get('content-type')).toBe('application/msword');
    expect(Buffer.from(await file.arrayBuffer()).equals(legacy)).toBe(true);
  });

  it('keeps a resume whose text cannot be read, with has_text false', async () => {
    const seeker = await loggedIn(app);
    // A PDF signature with a body pdf.js cannot parse (as a damaged file would be).
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
    const response = await uploadResume(seeker, damaged, 'scan.pdf');
    expect(response.status).toBe(201);
    expect((await response.json()).resume).toMatchObject({ content_type: PDF, has_text: false });
    expect(await (await seeker.client.get('/api/resume/text')).json()).toEqual({ text: '' });
    const file = await seeker.client.get('/api/resume/file');
    expect(Buffer.from(await file.arrayBuffer()).equals(damaged)).toBe(true);
  });

  it('judges the type by content: an exe, a zip or a text file named .pdf is refused with 415', async () => {
    const seeker = await loggedIn(app);
    const kept = await pdf(['Meera Pillai', 'Data Scientist']);
    await uploadResume(seeker, kept, 'meera.pdf');
    const before = await storedFiles(seeker);
    const refused: Array<[Buffer, string]> = [
      [exe(), 'resume.pdf'],
      [zip(), 'resume.pdf'],
      [zip(), 'resume.docx'],
      [Buffer.from('Meera Pillai, Data Scientist'), 'resume.pdf'],
      [doc('An OLE file that is not named .doc'), 'resume.pdf'],
      [Buffer.alloc(0), 'empty.pdf'],
    ];
    for (const [content, filename] of refused) {
      const response = await uploadResume(seeker, content, filename);
      expect([filename, response.status]).toEqual([filename, 415]);
      expect(await response.json()).toEqual({
        error: 'The resume must be a PDF, DOC or DOCX file',
      });
    }
    expect(await storedFiles(seeker)).toEqual(before);
    const file = await seeker.client.get('/api/resume/file');
    expect(Buffer.from(await file.arrayBuffer()).equals(kept)).toBe(true);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const seeker = await loggedIn(app);
    const kept = await pdf(['Arjun Das', 'DevOps Engineer']);
    await uploadResume(seeker, kept, 'arjun.pdf');
    const before = await storedFiles(seeker);
    const record = await Resume.findOne({ user_id: new Types.ObjectId(seeker.id) }).lean();
    const start = await pdf(['Arjun Das']);
    // Just past the limit (caught while streaming) and far past it (caught by its length).
    for (const size of [5 * MB + 1, 8 * MB]) {
      const response = await uploadResume(seeker, padded(start, size), 'huge.pdf');
      expect([size, response.status]).toEqual([size, 413]);
      expect(await response.json()).toEqual({ error: 'The resume must be 5 MB or smaller' });
    }
    const atLimit = await uploadResume(seeker, padded(start, 5 * MB), 'exactly-5mb.pdf');
    expect(atLimit.status).toBe(201);
    await uploadResume(seeker, kept, 'arjun.pdf');
    expect((await storedFiles(seeker)).ids).toHaveLength(1);
    expect(await collection('resumes.files').countDocuments({ filename: 'huge.pdf' })).toBe(0);
    expect(before.ids).toHaveLength(1);
    expect(record?.filename).toBe('arjun.pdf');
  });

  it('refuses with 413 an oversized body whose length is not announced (chunked), storing nothing', async () => {
    const seeker = await loggedIn(app);
    const boundary = 'rozgar-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let chunksLeft = 48; // 12 MB of file data, sent without a Content-Length
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (chunksLeft-- > 0) controller.enqueue(chunk);
        else {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
      },
    });
    const response = await fetch(new URL('/api/resume', app.baseUrl), {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: [...seeker.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: app.baseUrl,
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The resume must be 5 MB or smaller' });
    expect(await storedFiles(seeker)).toEqual({ ids: [], chunks: 0 });
    expect(await (await seeker.client.get('/api/resume')).json()).toEqual({ resume: null });
  });

  it('answers a logged-out upload of several MB with its 401, not a reset connection', async () => {
    const response = await upload(
      app.client(),
      '/api/resume',
      'resume',
      padded(await pdf(['x']), 8 * MB),
      'cv.pdf',
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not logged in' });
  });

  it('answers 400 to a request without the file', async () => {
    const seeker = await loggedIn(app);
    const json = await seeker.client.post('/api/resume', { resume: 'cv.pdf' });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toMatch(/multipart\/form-data/);
    const otherField = await upload(seeker.client, '/api/resume', 'cv', await pdf(['x']), 'cv.pdf');
    expect(otherField.status).toBe(400);
    expect(await otherField.json()).toEqual({ error: 'Attach the file in the "resume" field' });
    expect(await storedFiles(seeker)).toEqual({ ids: [], chunks: 0 });
  });

  it('gives each seeker only their own resume', async () => {
    const asha = await loggedIn(app);
    const vikram = await loggedIn(app);
    const ashaPdf = await pdf(['Asha Rao', 'Product Manager']);
    await uploadResume(asha, ashaPdf, 'asha.pdf');
    expect(await (await vikram.client.get('/api/resume')).json()).toEqual({ resume: null });
    expect((await vikram.client.get('/api/resume/file')).status).toBe(404);
    expect((await vikram.client.get('/api/resume/text')).status).toBe(404);
    await vikram.client.request('/api/resume', { method: 'DELETE' });
    const file = await asha.client.get('/api/resume/file');
    expect(Buffer.from(await file.arrayBuffer()).equals(ashaPdf)).toBe(true);
  });

  it('counts the resume in the completeness and its history', async () => {
    const seeker = await loggedIn(app);
    const start = (await (await seeker.client.get('/api/profile')).json()).completeness;
    expect(start).toMatchObject({ filled: 1, percent: 8 });
    await uploadResume(seeker, await pdf(['Neha Gupta']), 'neha.pdf');
    expect((await (await seeker.client.get('/api/profile')).json()).completeness).toMatchObject({
      filled: 2,
      percent: 17,
    });
    await uploadResume(seeker, await pdf(['Neha Gupta, again']), 'neha.pdf');
    await seeker.client.request('/api/resume', { method: 'DELETE' });
    const insights = await (await seeker.client.get('/api/profile/insights')).json();
    expect(insights.completeness_history.map((p: { percent: number }) => p.percent)).toEqual([
      8, 17, 8,
    ]);
  });
});
