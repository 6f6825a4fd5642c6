import { DOWN, failure } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse } from 'msw';
import type { ApplicationStatus } from '@rozgar/contracts/vocabularies';
import type {
  ApplicantCounts,
  ApplicantResumeText,
  JobApplicants,
  PipelineApplicant,
} from '../jobs/pipelineApi';
import type { RecruiterJob } from '../jobs/recruiterJobsApi';

// The applicant pipeline's BFF as MSW handlers (ADR 017; registered in ./handlers.ts), answering
// as the BFF does from one job's applicants kept here: filtered, searched, sorted and counted, and
// changed by a status write (one or many), so a test sees the list move.

const countsOf = (applicants: PipelineApplicant[]): ApplicantCounts => {
  const counts = { all: applicants.length, applied: 0, under_review: 0, interview: 0 };
  const all = { ...counts, accepted: 0, rejected: 0 };
  for (const one of applicants) all[one.status] += 1;
  return all;
};

const matches = (one: PipelineApplicant, q: string) => {
  const text = q.toLowerCase();
  return [one.applicant.full_name ?? '', ...one.applicant.skills].some((value) =>
    value.toLowerCase().includes(text),
  );
};

const SORTS = {
  applied: (a: PipelineApplicant, b: PipelineApplicant) => b.applied_at.localeCompare(a.applied_at),
  experience: (a: PipelineApplicant, b: PipelineApplicant) =>
    (b.applicant.experience ?? -1) - (a.applicant.experience ?? -1),
  match: (a: PipelineApplicant, b: PipelineApplicant) => b.skill_match.score - a.skill_match.score,
};

export const pipelineHandlers = {
  /**
   * GET /api/job-applications/{job.id}/applicants (status, sort, q, meets, page: `pageSize` a page, the
   * BFF's 20 unless told), PATCH …/status (bulk), PUT …/{userId} (one status), POST
   * …/{userId}/notes and PUT …/{userId}/tags over these applicants.
   */
  pipeline: (job: RecruiterJob, initial: PipelineApplicant[], { pageSize = 20 } = {}) => {
    const applicants = initial.map((one) => ({ ...one }));
    const setStatus = (userId: string, status: ApplicationStatus) => {
      const one = applicants.find((applicant) => applicant.user_id === userId);
      if (one) one.status = status;
      return one;
    };
    return [
      http.get(`/api/job-applications/${job.id}/applicants`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const status = params.get('status');
        const q = params.get('q');
        const meets = params.get('meets') === '1';
        const sort = SORTS[(params.get('sort') ?? 'applied') as keyof typeof SORTS];
        const page = Number(params.get('page') ?? 1);
        const shown = applicants
          .filter(
            (one) =>
              (!status || one.status === status) &&
              (!q || matches(one, q)) &&
              (!meets || one.meets_criteria),
          )
          .sort(sort);
        const answer: JobApplicants = {
          job,
          counts: countsOf(applicants),
          total: shown.length,
          page,
          page_size: pageSize,
          applicants: shown.slice((page - 1) * pageSize, page * pageSize),
        };
        return HttpResponse.json(answer);
      }),
      http.patch(`/api/job-applications/${job.id}/status`, async ({ request }) => {
        const body = (await request.json()) as { user_ids: string[]; status: ApplicationStatus };
        const changed: string[] = [];
        const unchanged: string[] = [];
        const notFound: string[] = [];
        for (const id of body.user_ids) {
          const one = applicants.find((applicant) => applicant.user_id === id);
          if (!one) notFound.push(id);
          else if (one.status === body.status) unchanged.push(id);
          else changed.push(id);
          setStatus(id, body.status);
        }
        return HttpResponse.json({
          status: body.status,
          changed,
          unchanged,
          not_found: notFound,
          counts: countsOf(applicants),
        });
      }),
      http.post(`/api/job-applications/${job.id}/:userId/notes`, async ({ request, params }) => {
        const { text } = (await request.json()) as { text: string };
        const one = applicants.find((applicant) => applicant.user_id === params.userId)!;
        const note = {
          id: `${one.id.slice(0, 20)}${String(one.notes.length).padStart(4, '0')}`,
          text,
          at: '2026-11-20T10:00:00.000Z',
          author: 'Priya Nair',
        };
        one.notes = [...one.notes, note];
        return HttpResponse.json({ note }, { status: 201 });
      }),
      http.put(`/api/job-applications/${job.id}/:userId/tags`, async ({ request, params }) => {
        const { tags } = (await request.json()) as { tags: string[] };
        const one = applicants.find((applicant) => applicant.user_id === params.userId)!;
        one.tags = tags;
        return HttpResponse.json({ tags });
      }),
      http.put(`/api/job-applications/${job.id}/:userId`, async ({ request, params }) => {
        const { status } = (await request.json()) as { status: ApplicationStatus };
        const one = setStatus(String(params.userId), status)!;
        return HttpResponse.json({
          application: {
            id: one.id,
            job_id: one.job_id,
            user_id: one.user_id,
            status,
            applied_at: one.applied_at,
            updated_at: one.updated_at,
            user_details: {
              full_name: one.applicant.full_name,
              email: one.applicant.email,
              education: one.applicant.education,
              skills: one.applicant.skills,
              experience: one.applicant.experience,
              resume_link: one.resume?.link ?? null,
            },
          },
        });
      }),
    ];
  },
  applicantsDown: () => failure('get', '/api/job-applications/:jobId/applicants', 503, DOWN),
  tagsRefused: () =>
    failure('put', '/api/job-applications/:jobId/:userId/tags', 400, { error: 'At most 10 tags' }),
  bulkStatusRefused: () =>
    failure('patch', '/api/job-applications/:jobId/status', 403, {
      error: 'You can only update applications to your own jobs',
    }),
  /** GET …/resume/text: a DOC/DOCX resume's text with the job's skills. */
  resumeText: (answer: ApplicantResumeText) =>
    http.get('/api/job-applications/:jobId/:userId/resume/text', () => HttpResponse.json(answer)),
  resumeTextDown: () =>
    failure('get', '/api/job-applications/:jobId/:userId/resume/text', 503, DOWN),
  /** GET …/resume?inline=1: a one-page PDF, as the browser's viewer shows it. */
  inlinePdf: () =>
    http.get('/api/job-applications/:jobId/:userId/resume', () =>
      HttpResponse.text(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
        { headers: { 'Content-Type': 'application/pdf' } },
      ),
    ),
};
