import type { Profile, ProfileAnswer } from '../profile/profileApi';

/** A complete profile as `GET /api/profile` returns it; override what a test needs. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
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
    profile_picture: null,
    languages: [{ id: 'l1', language: 'English', proficiency: 'Advanced' }],
    internships: [
      {
        id: 'i1',
        company: 'Zomato',
        position: 'Frontend Intern',
        duration: '3 months',
        description: 'Built the menu editor.',
      },
    ],
    projects: [
      {
        id: 'pr1',
        title: 'Sales dashboard',
        duration: '2 months',
        technologies: 'React, D3',
        description: 'Charts for the sales team.',
      },
    ],
    employment: [
      {
        id: 'e1',
        company: 'Infosys',
        jobTitle: 'Frontend Developer',
        duration: '2 years',
        description: 'Banking portals.',
      },
    ],
    academic_achievements: [
      {
        id: 'a1',
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
 * What a new seeker's profile has not filled in yet: everything but a name and an e-mail (fresh
 * lists on every call, so no fixture shares them with another).
 */
export const unfilledProfileFields = () =>
  ({
    phone: null,
    gender: null,
    dob: null,
    address: null,
    pin_code: null,
    education: null,
    institution: null,
    field_of_study: null,
    graduation_year: null,
    skills: [],
    curr_role: null,
    job_type: null,
    availability: null,
    pref_location: null,
    company: null,
    experience: null,
    profile_summary: null,
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
