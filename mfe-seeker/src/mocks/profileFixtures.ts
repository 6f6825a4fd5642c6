import type { Profile, ProfileAnswer } from '../profile/profileApi';
import type { Resume } from '../resume/resumeApi';

/** The ids of the fixture profile's list items (ObjectIds, as the BFF sends them). */
export const ITEM_IDS = {
  language: '6650f1a2c3d4e5f6b0000001',
  internship: '6650f1a2c3d4e5f6b0000002',
  project: '6650f1a2c3d4e5f6b0000003',
  employment: '6650f1a2c3d4e5f6b0000004',
  achievement: '6650f1a2c3d4e5f6b0000005',
} as const;

/** A complete profile as `GET /api/profile` returns it; override what a test needs. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '6650f1a2c3d4e5f6b0000000',
    user_id: '6650f1a2c3d4e5f6d0000001',
    full_name: 'Asha Verma',
    email: 'seeker@example.com',
    phone: '+91 9876543210',
    gender: 'Female',
    dob: '1998-03-05',
    address: '12 MG Road, Bengaluru',
    pin_code: '560001',
    education: 'B.Tech',
    institution: 'IIT Bombay',
    field_of_study: 'Computer Science',
    graduation_year: 2020,
    skills: ['React', 'TypeScript'],
    curr_role: 'Frontend Developer',
    job_type: 'Full Time',
    availability: '1 Month',
    pref_location: 'Bengaluru, Pune',
    company: 'Infosys',
    experience: 3,
    profile_summary: 'Frontend developer with 3 years of experience.',
    languages: [{ id: ITEM_IDS.language, language: 'English', proficiency: 'Advanced' }],
    internships: [
      {
        id: ITEM_IDS.internship,
        company: 'Zomato',
        position: 'Frontend Intern',
        duration: '3 months',
        description: 'Built the menu editor.',
      },
    ],
    projects: [
      {
        id: ITEM_IDS.project,
        title: 'Sales dashboard',
        duration: '2 months',
        technologies: 'React, D3',
        description: 'Charts for the sales team.',
      },
    ],
    employment: [
      {
        id: ITEM_IDS.employment,
        company: 'Infosys',
        jobTitle: 'Frontend Developer',
        duration: '2 years',
        description: 'Banking portals.',
      },
    ],
    academic_achievements: [
      {
        id: ITEM_IDS.achievement,
        title: 'Merit scholarship',
        institution: 'IIT Bombay',
        year: '2019',
        description: 'Top 1% of the batch.',
      },
    ],
    ...overrides,
  };
}

/**
 * What a new seeker's profile has not filled in yet: everything but a name and an e-mail, left
 * out as the BFF leaves them out (fresh lists on every call, so no fixture shares them).
 */
export const unfilledProfileFields = () =>
  ({
    phone: undefined,
    gender: undefined,
    dob: undefined,
    address: undefined,
    pin_code: undefined,
    education: undefined,
    institution: undefined,
    field_of_study: undefined,
    graduation_year: undefined,
    skills: [],
    curr_role: undefined,
    job_type: undefined,
    availability: undefined,
    pref_location: undefined,
    company: undefined,
    experience: undefined,
    profile_summary: undefined,
    languages: [],
    internships: [],
    projects: [],
    employment: [],
    academic_achievements: [],
  }) satisfies Partial<Profile>;

/** A profile with nothing but a name and e-mail, as a new seeker has. */
export function emptyProfileFixture(): Profile {
  return profileFixture(unfilledProfileFields());
}

export function answerFixture(profile: Profile = profileFixture(), percent = 100): ProfileAnswer {
  const filled = Math.round((percent / 100) * 12);
  return {
    profile,
    completeness: { filled, total: 12, percent, missing: [] },
    resume: null,
  };
}

/** An uploaded resume as `GET /api/resume` describes it; override what a test needs. */
export function resumeFixture(overrides: Partial<Resume> = {}): Resume {
  return {
    id: '6650f1a2c3d4e5f6e0000001',
    filename: 'asha-verma.pdf',
    content_type: 'application/pdf',
    size: 48_213,
    uploaded_at: '2026-11-20T10:00:00.000Z',
    has_text: true,
    ...overrides,
  };
}
