import type { Types } from 'mongoose';
import type { SeedApplication } from './seeker-activity.server';

const HOUR_MS = 60 * 60 * 1000;

/** What the seeded resumes are made from: the seekers' profiles, applications and jobs. */
export interface SeekerResumesInput {
  userDetails: ReadonlyArray<{
    user_id: Types.ObjectId;
    full_name: string;
    email: string;
    phone?: string;
    address?: string;
    curr_role?: string;
    experience?: number;
    education_detailed?: string;
    institution?: string;
    graduation_year?: number;
    skills?: string[];
  }>;
  jobApplications: readonly SeedApplication[];
  jobs: ReadonlyArray<{ _id: Types.ObjectId; recruiter_id: Types.ObjectId }>;
  /** The recruiter whose applicants should have resumes to download (the demo recruiter). */
  demoRecruiterId: Types.ObjectId;
  /** The demo seeker keeps an empty resume slot, for the upload walkthrough. */
  demoSeekerId: Types.ObjectId;
}

/** A seeded resume: its `resumes` row, and the file to store in GridFS under `file_id`. */
export interface SeedResume {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  file_id: Types.ObjectId;
  filename: string;
  content_type: 'application/pdf';
  uploaded_at: Date;
  content: Buffer;
}

/** PDF text is 8-bit here: anything outside printable ASCII becomes '?', and ( ) \ are escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')})`;
}

/**
 * A one-page PDF (Helvetica, one line per entry) with a correct cross-reference table: small,
 * deterministic, and read by the same text extraction as an uploaded resume.
 */
export function simplePdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '50 800 Td',
    ...lines.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

type Profile = SeekerResumesInput['userDetails'][number];

/** The lines of a plain CV made from a seeded profile. */
function resumeLines(profile: Profile): string[] {
  const lines = [profile.full_name, profile.curr_role ?? 'Job seeker'];
  lines.push([profile.email, profile.phone].filter(Boolean).join(' | '));
  if (profile.address) lines.push(profile.address);
  lines.push('');
  if (profile.experience !== undefined)
    lines.push(`Experience: ${profile.experience} year${profile.experience === 1 ? '' : 's'}`);
  if (profile.skills?.length) lines.push(`Skills: ${profile.skills.join(', ')}`);
  if (profile.education_detailed)
    lines.push(
      `Education: ${[profile.education_detailed, profile.institution, profile.graduation_year]
        .filter(Boolean)
        .join(', ')}`,
    );
  return lines;
}

/**
 * Resumes for two in three of the seekers who applied to the demo recruiter's jobs (never the demo
 * seeker), each uploaded two hours before that seeker's first application, so "CV received" and
 * the recruiter's resume downloads have something to show next to applicants without one.
 */
export function generateSeekerResumes(
  input: SeekerResumesInput,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): SeedResume[] {
  const demoJobs = new Set(
    input.jobs
      .filter((job) => job.recruiter_id.equals(input.demoRecruiterId))
      .map((job) => String(job._id)),
  );
  const firstApplied = new Map<string, number>();
  for (const application of input.jobApplications) {
    const userId = String(application.user_id);
    const at = application.applied_at.getTime();
    firstApplied.set(userId, Math.min(firstApplied.get(userId) ?? at, at));
  }
  const applicants = [
    ...new Set(
      input.jobApplications
        .filter((application) => demoJobs.has(String(application.job_id)))
        .map((application) => String(application.user_id)),
    ),
  ].filter((userId) => userId !== String(input.demoSeekerId));
  const profiles = new Map(input.userDetails.map((profile) => [String(profile.user_id), profile]));

  return applicants
    .filter((_userId, i) => i % 3 !== 2)
    .flatMap((userId) => {
      const profile = profiles.get(userId);
      if (!profile) return [];
      return [
        {
          _id: seedId('resume', profile.email),
          user_id: profile.user_id,
          file_id: seedId('resume_file', profile.email),
          filename: `${profile.full_name.replace(/[^\w .-]/g, '')} CV.pdf`,
          content_type: 'application/pdf' as const,
          uploaded_at: new Date(firstApplied.get(userId)! - 2 * HOUR_MS),
          content: simplePdf(resumeLines(profile)),
        },
      ];
    });
}
