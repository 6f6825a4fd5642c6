import type { ApplicationStatus } from '@rozgar/contracts/vocabularies';
import type { ApplicantResumeText, PipelineApplicant } from '../jobs/pipelineApi';
import { fixtureId, openJob } from './fixtures';

// The applicant pipeline's data for the stories and the tests (docs/product/recruiter-jobs-and-responses.md#manage-responses),
// typed by the contracts' payloads (../jobs/pipelineApi.ts).

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The resume links the BFF gives an applicant of `jobId` (PDF: shown inline; else as text). */
export function resumeFixture(jobId: string, userId: string, format: 'pdf' | 'docx' = 'pdf') {
  const base = `/api/job-applications/${jobId}/${userId}/resume`;
  return {
    filename: format === 'pdf' ? 'resume.pdf' : 'resume.docx',
    content_type:
      format === 'pdf'
        ? ('application/pdf' as const)
        : ('application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const),
    link: base,
    inline_link: format === 'pdf' ? `${base}?inline=1` : null,
    text_link: `${base}/text`,
  };
}

/** One applicant card of ADR 011's pipeline with fixed dates, the profile's fields overridable. */
export function pipelineApplicantFixture(
  jobId: string,
  user: string,
  status: ApplicationStatus,
  applicant: Partial<PipelineApplicant['applicant']> = {},
  overrides: Partial<PipelineApplicant> = {},
): PipelineApplicant {
  const userId = fixtureId(user);
  return {
    id: fixtureId(`a-${user}`),
    job_id: jobId,
    user_id: userId,
    status,
    applied_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    applicant: {
      full_name: null,
      email: null,
      phone: null,
      location: null,
      current_company: null,
      current_role: null,
      education: null,
      experience: null,
      expected_salary: null,
      notice_period: null,
      skills: [],
      ...applicant,
    },
    skill_match: { matched: [], missing: [], score: 0 },
    resume: null,
    notes: [],
    tags: [],
    answers: [],
    meets_criteria: true,
    unmet_criteria: [],
    rejection_reason: null,
    ...overrides,
  };
}

/** The stories' applicants to `openJob`: a full card, a sparse one and a long-texted one. */
export const pipelineApplicants: PipelineApplicant[] = [
  pipelineApplicantFixture(
    openJob.id,
    'ananya',
    'applied',
    {
      full_name: 'Ananya Krishnan',
      email: 'ananya.krishnan@example.in',
      phone: '+91 98450 12345',
      location: 'Bengaluru',
      current_company: 'Infosys',
      current_role: 'Frontend Developer',
      education: 'B.Tech, Computer Science – PES University, Bengaluru',
      experience: 4,
      expected_salary: 18,
      notice_period: '30 days',
      skills: ['React', 'TypeScript', 'Redux', 'Jest', 'GraphQL'],
    },
    {
      applied_at: daysAgo(2),
      skill_match: { matched: ['React', 'TypeScript'], missing: ['Next.js'], score: 67 },
      resume: resumeFixture(openJob.id, fixtureId('ananya')),
      tags: ['Strong React'],
    },
  ),
  pipelineApplicantFixture(
    openJob.id,
    'rohit',
    'under_review',
    { full_name: 'Rohit Patil', email: 'rohit.patil@example.in' },
    {
      applied_at: daysAgo(3),
      skill_match: { matched: [], missing: ['React', 'TypeScript', 'Next.js'], score: 0 },
    },
  ),
  pipelineApplicantFixture(
    openJob.id,
    'venkata',
    'interview',
    {
      full_name: 'Venkata Satya Sai Lakshmi Narasimha Subrahmanyam Chakravarthula',
      email: 'venkata.satya.sai.lakshmi.narasimha@very-long-domain-name.example.co.in',
      phone: '+91 94401 98765',
      location: 'Thiruvananthapuram, Kerala',
      current_company: 'Tata Consultancy Services – Digital Transformation Unit',
      current_role: 'Principal Architect, Cloud Platforms',
      education:
        'M.Tech, Computer Science and Engineering with specialisation in Artificial Intelligence – Indian Institute of Technology Madras, Chennai',
      experience: 12,
      expected_salary: 60,
      notice_period: '90 days',
      skills: ['Java', 'Spring Boot', 'Kafka', 'React', 'TypeScript', 'Kubernetes', 'AWS'],
    },
    {
      applied_at: daysAgo(9),
      skill_match: { matched: ['React', 'TypeScript'], missing: ['Next.js'], score: 67 },
      resume: resumeFixture(openJob.id, fixtureId('venkata'), 'docx'),
    },
  ),
];

/** A DOCX resume's text with the job's skills found in it, as the BFF answers. */
export function resumeTextFixture(text: string, skills: string[]): ApplicantResumeText {
  const highlights: ApplicantResumeText['highlights'] = [];
  for (const skill of skills) {
    const pattern = new RegExp(`\\b${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    for (const found of text.matchAll(pattern))
      highlights.push({ start: found.index, end: found.index + found[0].length, skill });
  }
  highlights.sort((a, b) => a.start - b.start);
  return {
    filename: 'resume.docx',
    content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    text,
    skills,
    highlights,
  };
}
