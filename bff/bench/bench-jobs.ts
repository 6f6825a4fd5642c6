import { Types } from 'mongoose';
import { randomSource } from '../embedded-db/bench/bench-kit';
import {
  CITIES,
  COMPANIES,
  PERKS,
  ROLES_BY_SECTOR,
  SECTOR_INDUSTRY,
} from '../app/seed/catalog.server';

/*
 * The benchmarks' job catalogue (bench:jobs, bench:recommendations): jobs shaped like the seed's,
 * the same for a given count, generated chunk by chunk.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Both ends of a range, or (by `shape` in [0, 1)) 3 % neither, 4 % only the high, 5 % only the low. */
function rangeWithMissingEnds(
  shape: number,
  lowField: string,
  low: number,
  highField: string,
  high: number,
): Record<string, number> {
  if (shape < 0.03) return {};
  if (shape < 0.07) return { [highField]: high };
  if (shape < 0.12) return { [lowField]: low };
  return { [lowField]: low, [highField]: high };
}

/**
 * Jobs shaped like the seed's (same companies, titles, skills, departments and industries), with
 * what a large portal also holds: remote postings, ranges with a missing end, no expiry date,
 * expired and closed jobs (about 80 % active).
 */
export function* generateJobs(count: number, chunkSize: number, now: number) {
  const random = randomSource(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (probability: number) => random() < probability;
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const recruiters = Array.from({ length: 200 }, () => new Types.ObjectId());
  const job = (i: number) => {
    const entry = pick(COMPANIES);
    const template = pick(ROLES_BY_SECTOR[entry.sector]);
    const minExperience = integer(
      template.experience[0],
      Math.max(template.experience[0], template.experience[1] - 1),
    );
    const maxExperience = Math.min(15, minExperience + integer(1, 4));
    const minSalary = Math.min(
      40,
      Math.max(3, Math.round(3 + minExperience * 2.4 + integer(-1, 3))),
    );
    const maxSalary = Math.min(45, minSalary + integer(2, 8));
    const workModeRoll = random();
    const workMode = workModeRoll < 0.5 ? 'On-site' : workModeRoll < 0.8 ? 'Hybrid' : 'Remote';
    const location =
      workMode === 'Remote' && chance(0.7)
        ? 'Remote'
        : chance(0.6)
          ? entry.city
          : pick(CITIES).city;
    const createdAt = new Date(now - random() * 120 * DAY_MS);
    const expiry = random();
    const skills = [...new Set(Array.from({ length: integer(3, 6) }, () => pick(template.skills)))];
    // A missing low or high end (an "8+ years" or "up to 12 lakhs" posting), rarely neither.
    const salaryShape = random();
    const experienceShape = random();
    return {
      job_title: template.title,
      company: entry.name,
      location,
      ...rangeWithMissingEnds(salaryShape, 'min_salary', minSalary, 'max_salary', maxSalary),
      job_type: chance(0.08) ? 'Part Time' : 'Full Time',
      employment_category: pick(['Full Time, Permanent', 'Full Time, Temporary/Contractual']),
      work_mode: workMode,
      ...rangeWithMissingEnds(
        experienceShape,
        'min_experience',
        minExperience,
        'max_experience',
        maxExperience,
      ),
      industry: SECTOR_INDUSTRY[entry.sector],
      role: template.role,
      department: template.department,
      qualification: template.qualification,
      vacancies: integer(1, 8),
      skills,
      job_description: `${entry.name} is looking for a ${template.title} to join its ${template.department} team in ${location} (${workMode}). You will work with ${skills.slice(0, 3).join(', ')} every day.`,
      candidate_profile: `${minExperience}–${maxExperience} years of experience; hands-on with ${skills.join(', ')}.`,
      requirements: `${template.education}.`,
      perks: [pick(PERKS), pick(PERKS)].join(', '),
      about_company: `${entry.name} ${entry.tagline}.`,
      rating: Math.round((3 + random() * 1.9) * 10) / 10,
      reviews: integer(12, 4800),
      recruiter_id: recruiters[i % recruiters.length],
      is_active: chance(0.82),
      created_at: createdAt,
      // ~10 % expired, ~3 % without an expiry date, the rest open for 45–150 days
      ...(expiry < 0.03
        ? {}
        : {
            expiry_date:
              expiry < 0.13
                ? new Date(now - integer(1, 30) * DAY_MS)
                : new Date(now + integer(5, 150) * DAY_MS),
          }),
    };
  };
  for (let start = 0; start < count; start += chunkSize)
    yield Array.from({ length: Math.min(chunkSize, count - start) }, (_, i) => job(start + i));
}
