import { prescreeningBodySchema } from '@rozgar/contracts/prescreening';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse } from 'msw';
import type { JobPrescreening, PrescreeningQuestion } from '../prescreening/prescreeningApi';

/*
 * Pre-screening's BFF as MSW handlers (docs/product/recruiter-tools-and-workspace.md#pre-screening;
 * joined into `handlers`, ./handlers.ts): one job's set kept here, replaced by a PUT checked with
 * the contract's schema (400 with its first problem, as the BFF answers), new questions given ids.
 */

/** A job's set never saved: no questions, auto-reject off, minimum 0, no skills. */
export const noPrescreening = (jobId: string): JobPrescreening => ({
  job_id: jobId,
  questions: [],
  criteria: { auto_reject: false, min_experience: 0, required_skills: [] },
  updated_at: null,
});

let nextId = 0;
const newId = () => (0xa000 + (nextId += 1)).toString(16).padStart(24, '0');

export const prescreeningHandlers = {
  /** GET and PUT /api/jobs/{set.job_id}/prescreening over `set` (none saved unless given). */
  prescreening: (set: JobPrescreening) => {
    let saved = structuredClone(set);
    return [
      http.get(`/api/jobs/${set.job_id}/prescreening`, () => HttpResponse.json(saved)),
      http.put(`/api/jobs/${set.job_id}/prescreening`, async ({ request }) => {
        const body = prescreeningBodySchema.safeParse(await request.json());
        if (!body.success)
          return HttpResponse.json({ error: body.error.issues[0]!.message }, { status: 400 });
        const questions: PrescreeningQuestion[] = body.data.questions.map((question) => ({
          ...question,
          id: question.id ?? newId(),
        }));
        saved = {
          job_id: set.job_id,
          questions,
          criteria: body.data.criteria,
          updated_at: new Date().toISOString(),
        };
        return HttpResponse.json(saved);
      }),
    ];
  },
  prescreeningLoading: () =>
    pending('get', '/api/jobs/:jobId/prescreening', noPrescreening('0'.repeat(24))),
  prescreeningDown: () => failure('get', '/api/jobs/:jobId/prescreening', 503, DOWN),
  /** GET /api/jobs/:jobId/prescreening of another recruiter's job. */
  prescreeningRefused: () =>
    failure('get', '/api/jobs/:jobId/prescreening', 403, {
      error: 'You can only manage pre-screening for your own jobs',
    }),
  /** PUT /api/jobs/:jobId/prescreening refused with the BFF's text. */
  prescreeningSaveRefused: (status: number, error: string) =>
    failure('put', '/api/jobs/:jobId/prescreening', status, { error }),
};

/** A job's set as a recruiter might keep it: three questions, auto-reject from 3 years with React. */
export const prescreeningFixture = (jobId: string): JobPrescreening => ({
  job_id: jobId,
  questions: [
    {
      id: '6650f1a2c3d4e5f6010000a1',
      text: 'Can you join within 30 days?',
      type: 'yes_no',
      required: true,
      options: [],
      expected_answer: 'yes',
    },
    {
      id: '6650f1a2c3d4e5f6010000a2',
      text: 'Which shift do you prefer?',
      type: 'multiple_choice',
      required: false,
      options: ['Day', 'Night', 'Either'],
      expected_answer: null,
    },
    {
      id: '6650f1a2c3d4e5f6010000a3',
      text: 'How would you rate your TypeScript?',
      type: 'rating',
      required: true,
      options: [],
      expected_answer: null,
    },
  ],
  criteria: { auto_reject: true, min_experience: 3, required_skills: ['React', 'TypeScript'] },
  updated_at: '2026-11-20T10:00:00.000Z',
});
