import { Types } from 'mongoose';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { UserDetails } from '../models/user-details.server';

/** At most this many suggestions. */
const MAX_KEYWORDS = 30;

/**
 * GET /api/profile/keyword-suggestions: the skills of the jobs the seeker applied to that their
 * profile lacks, compared case-insensitively, each once; the skills most of those jobs ask for
 * come first (then alphabetically).
 */
export async function keywordSuggestions(userId: string): Promise<{ keywords: string[] }> {
  const user = new Types.ObjectId(userId);
  const [applications, profile] = await Promise.all([
    Application.find({ user_id: user }, { job_id: 1 }).lean(),
    UserDetails.findOne({ user_id: user }, { skills: 1 }).lean(),
  ]);
  if (applications.length === 0) return { keywords: [] };
  const jobs = await Job.find(
    { _id: { $in: applications.map((application) => application.job_id) } },
    { skills: 1 },
  ).lean();

  const known = new Set((profile?.skills ?? []).map((skill) => skill.trim().toLowerCase()));
  const counts = new Map<string, { keyword: string; jobs: number }>();
  for (const job of jobs) {
    const skillsOfJob = new Set<string>();
    for (const raw of job.skills ?? []) {
      const keyword = raw.trim();
      const key = keyword.toLowerCase();
      if (!keyword || known.has(key) || skillsOfJob.has(key)) continue;
      skillsOfJob.add(key);
      const entry = counts.get(key) ?? { keyword, jobs: 0 };
      entry.jobs += 1;
      counts.set(key, entry);
    }
  }
  const keywords = [...counts.values()]
    .sort((a, b) => b.jobs - a.jobs || a.keyword.localeCompare(b.keyword, 'en'))
    .slice(0, MAX_KEYWORDS)
    .map((entry) => entry.keyword);
  return { keywords };
}
