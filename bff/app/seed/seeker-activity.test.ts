import { describe, expect, it } from 'vitest';
import { generateSeedData } from './generate.server';
import { jobFits } from './seeker-activity.server';

/*
 * Seed realism (docs/product/recruiter-jobs-and-responses.md#manage-responses): seeded applications
 * go to jobs that fit the applicant, so a first look at a job's responses is credible.
 */

type FitProfile = NonNullable<Parameters<typeof jobFits>[0]>;
type FitJob = Parameters<typeof jobFits>[1] & { job_title: string };

const data = generateSeedData(new Date('2026-11-21T00:00:00Z'));
const profiles = new Map(
  (data.userDetails as unknown as FitProfile[]).map((profile) => [
    String(profile.user_id),
    profile,
  ]),
);
const jobs = new Map((data.jobs as unknown as FitJob[]).map((job) => [String(job._id), job]));
const demoSeeker = data.users.find((user) => user.email === 'seeker@example.com')!;
const others = data.jobApplications.filter((row) => !row.user_id.equals(demoSeeker._id));

describe('jobFits', () => {
  const job = { role: 'Software Developer', skills: ['Java', 'Spring Boot'] } as FitJob;
  it('takes the same role or one shared skill (any case), and nothing without a profile', () => {
    expect(jobFits({ user_id: demoSeeker._id, curr_role: 'Software Developer' }, job)).toBe(true);
    expect(jobFits({ user_id: demoSeeker._id, skills: ['spring boot'] }, job)).toBe(true);
    expect(jobFits({ user_id: demoSeeker._id, skills: ['GST', 'Tally'] }, job)).toBe(false);
    expect(jobFits(undefined, job)).toBe(false);
  });
});

describe('seeded applications', () => {
  it('go, for every seeker but the demo one, to jobs that fit them', () => {
    expect(others.length).toBeGreaterThan(100);
    const misfits = others.filter(
      (row) => !jobFits(profiles.get(String(row.user_id)), jobs.get(String(row.job_id))!),
    );
    expect(misfits).toEqual([]);
  });

  it('give a Java Developer posting applicants who share its skills, none from accounting', () => {
    const javaJobs = [...jobs.values()].filter((job) => job.job_title === 'Java Developer');
    const applicants = others.filter((row) =>
      javaJobs.some((job) => String(job._id) === String(row.job_id)),
    );
    expect(applicants.length).toBeGreaterThan(0);
    for (const row of applicants) {
      const profile = profiles.get(String(row.user_id))!;
      const job = jobs.get(String(row.job_id))!;
      const shared = (profile.skills ?? []).filter((skill) =>
        (job.skills ?? []).some((wanted) => wanted.toLowerCase() === skill.toLowerCase()),
      );
      expect(shared.length > 0 || profile.curr_role === job.role).toBe(true);
      expect(profile.curr_role).not.toBe('Accounts Manager');
    }
  });

  it('still give the demo seeker an application in every status, the fitting IT jobs first', () => {
    const own = data.jobApplications.filter((row) => row.user_id.equals(demoSeeker._id));
    expect(new Set(own.map((row) => row.status)).size).toBe(5);
    const profile = profiles.get(String(demoSeeker._id));
    for (const row of own) expect(jobFits(profile, jobs.get(String(row.job_id))!)).toBe(true);
  });
});
