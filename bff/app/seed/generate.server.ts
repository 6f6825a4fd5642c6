import { createHash } from 'node:crypto';
import { Faker, base, en, en_IN } from '@faker-js/faker';
import {
  AVAILABILITIES,
  PROFICIENCIES,
  type Availability,
  type NoticePeriod,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import {
  CITIES,
  COMMUNITIES,
  COMPANIES,
  EDUCATION,
  INSTITUTIONS,
  LANGUAGES,
  PERKS,
  POST_TEMPLATES,
  ROLES_BY_SECTOR,
  SECTOR_INDUSTRY,
  type CityName,
  type CompanyEntry,
  type RoleTemplate,
} from './catalog.server';
import {
  generateCommunityActivity,
  type SeedComment,
  type SeedPostLike,
} from './community-activity.server';
import { generateCompanyReviews, type CompanyReviews } from './company-reviews.server';
import { DIRECTORY_COMPANY_COUNT, generateDirectoryCompanies } from './directory-companies.server';
import {
  generateInterviewExperiences,
  type SeedInterviewExperience,
} from './interview-experiences.server';
import { generateSeekerActivity, type SeekerActivity } from './seeker-activity.server';
import { generateRecruiterResdex, type RecruiterResdex } from './recruiter-resdex.server';
import { generateSeekerResumes, type SeedResume } from './seeker-resumes.server';

export const SEED = 20_261_121;
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_SEEKER = { email: 'seeker@example.com', name: 'Aarav Sharma' } as const;
export const DEMO_RECRUITER = { email: 'recruiter@example.com', name: 'Priya Nair' } as const;
/**
 * A sub-user of the demo recruiter's account (ADR 026), so that the account's team pages show a
 * member on a fresh install; signs in with DEMO_PASSWORD.
 */
export const DEMO_SUB_USER = { email: 'subuser@example.com', name: 'Kavya Menon' } as const;

export const COUNTS = { recruiters: 14, seekers: 220, jobs: 360 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seeded seeker's notice period, from their availability. */
const NOTICE_OF_AVAILABILITY: Record<Availability, NoticePeriod> = {
  Immediate: 'Immediate',
  '1 Month': '1 month',
  '2 Months': '2 months',
  '3 Months': '3 months',
};
/** A stable ObjectId for the n-th seeded thing of a kind, so a second run finds what the first inserted. */
export function seedId(kind: string, key: string | number): Types.ObjectId {
  return new Types.ObjectId(
    createHash('sha1').update(`rozgar-seed:${kind}:${key}`).digest('hex').slice(0, 24),
  );
}

type PasswordKind = 'demo' | 'generated';

export interface SeedUser {
  _id: Types.ObjectId;
  email: string;
  role: 'Job Seeker' | 'Recruiter';
  name: string;
  created_at: Date;
  password: PasswordKind;
  /** A recruiter sub-user's account: its admin's id (unset for everyone else). */
  account_id?: Types.ObjectId;
}

/** A document ready for insertMany, with its fixed id. */
export type SeedDocument = { _id: Types.ObjectId } & Record<string, unknown>;

/**
 * The demo data set. Applications and saved jobs (./seeker-activity.server.ts), company reviews
 * with their votes (./company-reviews.server.ts) and the demo recruiter's saved candidates and
 * searches (./recruiter-resdex.server.ts) come from their own faker seeds.
 */
export interface SeedData extends SeekerActivity, RecruiterResdex, CompanyReviews {
  users: SeedUser[];
  userDetails: SeedDocument[];
  userPlans: SeedDocument[];
  companies: SeedDocument[];
  jobs: SeedDocument[];
  communities: SeedDocument[];
  communityPosts: SeedDocument[];
  /** The likes and comments behind the posts' counts (./community-activity.server.ts). */
  postLikes: SeedPostLike[];
  postComments: SeedComment[];
  /** Resumes of some applicants to the demo recruiter's jobs, with their PDF files. */
  resumes: SeedResume[];
  /** Shared interview experiences (./interview-experiences.server.ts). */
  interviewExperiences: SeedInterviewExperience[];
}

function emailLocalPart(name: string) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');
}

/**
 * The whole demo data set, generated in memory from a fixed faker seed: the same seed and
 * reference date always give the same documents with the same ids.
 */
export function generateSeedData(referenceDate: Date): SeedData {
  const faker = new Faker({ locale: [en_IN, en, base], seed: SEED });
  const now = referenceDate.getTime();
  const daysAgo = (min: number, max: number) =>
    new Date(now - faker.number.int({ min: min * 24, max: max * 24 }) * (DAY_MS / 24));
  const cityInfo = (name: CityName) => CITIES.find((c) => c.city === name) ?? CITIES[0];
  const pinCode = (name: CityName) => `${cityInfo(name).pin}${faker.string.numeric(3)}`;
  const mobile = () =>
    `+91 ${faker.helpers.arrayElement(['9', '8', '7'])}${faker.string.numeric(9)}`;

  // Recruiters: the demo recruiter first, then generated ones.
  const recruiters: SeedUser[] = [
    {
      _id: seedId('user', DEMO_RECRUITER.email),
      email: DEMO_RECRUITER.email,
      role: 'Recruiter',
      name: DEMO_RECRUITER.name,
      created_at: daysAgo(120, 150),
      password: 'demo',
    },
  ];
  for (let i = 1; i < COUNTS.recruiters; i++) {
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
    const email = `${emailLocalPart(name)}.hr${i}@example.com`;
    recruiters.push({
      _id: seedId('user', email),
      email,
      role: 'Recruiter',
      name,
      created_at: daysAgo(100, 200),
      password: 'generated',
    });
  }
  const userPlans = recruiters.map((recruiter, i) => ({
    _id: seedId('user_plan', recruiter.email),
    user_id: recruiter._id,
    job_limit: i === 0 ? 25 : faker.helpers.arrayElement([10, 25, 50]),
    // Plans vary by position, not by faker, so the rest of the seed stays the same (ADR 022).
    resume_views_per_month: [1_000, 500, 2_000][i % 3],
    candidate_invites_per_month: [10_000, 5_000, 20_000][i % 3],
    sub_user_seats: [3, 5, 10][i % 3],
    created_at: recruiter.created_at,
  }));

  // Companies, each managed by a recruiter (the demo recruiter manages the first two).
  const companies = COMPANIES.map((entry: CompanyEntry, i) => {
    const city = cityInfo(entry.city);
    const domain = `${emailLocalPart(entry.name).replace(/\./g, '')}.example.in`;
    const recruiter = recruiters[i < 2 ? 0 : (i % (recruiters.length - 1)) + 1] ?? recruiters[0]!;
    return {
      _id: seedId('company', entry.name),
      company_name: entry.name,
      hiring_for: 'your company',
      email: `careers@${domain}`,
      phone: mobile(),
      website: `https://www.${domain}`,
      address: `${faker.location.buildingNumber()}, ${faker.location.street()}`,
      city: entry.city,
      state: city.state,
      pincode: pinCode(entry.city),
      industry: SECTOR_INDUSTRY[entry.sector],
      size: entry.size,
      founded: entry.founded,
      description: `${entry.name} ${entry.tagline}. Founded in ${entry.founded} and headquartered in ${entry.city}, the company employs ${entry.size} people.`,
      linkedin: `https://www.linkedin.com/company/${domain.split('.')[0]}`,
      recruiter_id: recruiter._id,
      created_at: daysAgo(95, 180),
    };
  });

  // Jobs: spread over every company, city, work mode and experience band; a few expired,
  // a few closed and a few without an expiry date, so the "open jobs" filter has work to do.
  const jobs = Array.from({ length: COUNTS.jobs }, (_, i) => {
    const companyIndex = i % COMPANIES.length;
    const entry = COMPANIES[companyIndex]!;
    const company = companies[companyIndex]!;
    const template: RoleTemplate = faker.helpers.arrayElement(ROLES_BY_SECTOR[entry.sector]);
    const minExperience = faker.number.int({
      min: template.experience[0],
      max: Math.max(template.experience[0], template.experience[1] - 1),
    });
    const maxExperience = Math.min(15, minExperience + faker.number.int({ min: 1, max: 4 }));
    const minSalary = Math.min(
      40,
      Math.max(3, Math.round(3 + minExperience * 2.4 + faker.number.float({ min: -1, max: 3 }))),
    );
    const maxSalary = Math.min(45, minSalary + faker.number.int({ min: 2, max: 8 }));
    const location = faker.datatype.boolean(0.6)
      ? entry.city
      : faker.helpers.arrayElement(CITIES).city;
    const workMode = faker.helpers.weightedArrayElement([
      { weight: 5, value: 'On-site' },
      { weight: 3, value: 'Hybrid' },
      { weight: 2, value: 'Remote' },
    ] as const);
    const partTime = faker.datatype.boolean(0.08);
    const createdAt = daysAgo(0, 90);
    const expired = i % 29 === 7;
    const noExpiry = i % 31 === 3;
    const expiryDate = expired
      ? new Date(now - faker.number.int({ min: 1, max: 20 }) * DAY_MS)
      : new Date(createdAt.getTime() + faker.number.int({ min: 45, max: 150 }) * DAY_MS);
    const skills = faker.helpers.arrayElements(template.skills, {
      min: Math.min(3, template.skills.length),
      max: template.skills.length,
    });
    const perks = faker.helpers.arrayElements(PERKS, { min: 2, max: 4 });
    return {
      _id: seedId('job', i),
      job_title: template.title,
      company: entry.name,
      company_id: company._id,
      location,
      min_salary: minSalary,
      max_salary: maxSalary,
      job_type: partTime ? 'Part Time' : 'Full Time',
      employment_category: partTime
        ? 'Part Time, Temporary/Contractual'
        : faker.helpers.arrayElement([
            'Full Time, Permanent',
            'Full Time, Permanent',
            'Full Time, Temporary/Contractual',
          ]),
      work_mode: workMode,
      min_experience: minExperience,
      max_experience: maxExperience,
      industry: SECTOR_INDUSTRY[entry.sector],
      role: template.role,
      department: template.department,
      qualification: template.qualification,
      vacancies: faker.number.int({ min: 1, max: 8 }),
      skills,
      job_description: `${entry.name} is looking for a ${template.title} to join its ${
        template.department
      } team in ${location} (${workMode}). You will work with ${skills
        .slice(0, 3)
        .join(', ')} every day, own your work end to end and collaborate with teams across India.`,
      candidate_profile: `${minExperience}–${maxExperience} years of experience; hands-on with ${skills.join(
        ', ',
      )}; clear communication in English${faker.datatype.boolean() ? ' and Hindi' : ''}.`,
      requirements: `${template.education}. ${
        minExperience === 0
          ? 'Freshers are welcome to apply.'
          : `At least ${minExperience} years of relevant experience.`
      }`,
      perks: perks.join(', '),
      about_company: company.description,
      company_description: company.description,
      recruiter_id: company.recruiter_id,
      is_active: !(i % 23 === 5),
      created_at: createdAt,
      ...(noExpiry ? {} : { expiry_date: expiryDate }),
    };
  });

  // Seekers with full profiles: the demo seeker first.
  const seekers: SeedUser[] = [
    {
      _id: seedId('user', DEMO_SEEKER.email),
      email: DEMO_SEEKER.email,
      role: 'Job Seeker',
      name: DEMO_SEEKER.name,
      created_at: daysAgo(60, 90),
      password: 'demo',
    },
  ];
  for (let i = 1; i <= COUNTS.seekers; i++) {
    const sex = faker.person.sexType();
    const name = `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
    const email = `${emailLocalPart(name)}${i}@example.com`;
    seekers.push({
      _id: seedId('user', email),
      email,
      role: 'Job Seeker',
      name,
      created_at: daysAgo(1, 365),
      password: 'generated',
    });
  }
  const allTemplates = Object.values(ROLES_BY_SECTOR).flat();
  const userDetails = seekers.map((seeker, i) => {
    const demo = i === 0;
    const template = demo
      ? ROLES_BY_SECTOR['IT Services'][0]!
      : faker.helpers.arrayElement(allTemplates);
    const education = demo ? EDUCATION[0] : faker.helpers.arrayElement(EDUCATION);
    const city = demo ? 'Bengaluru' : faker.helpers.arrayElement(CITIES).city;
    const experience = demo ? 3 : faker.number.int({ min: 0, max: 15 });
    const graduationYear = 2025 - experience - faker.number.int({ min: 0, max: 1 });
    const employer = faker.helpers.arrayElement(COMPANIES).name;
    const skills = faker.helpers.arrayElements(template.skills, {
      min: Math.min(3, template.skills.length),
      max: template.skills.length,
    });
    const mother = faker.helpers.arrayElement(LANGUAGES);
    // Set where the profile draws it, so the random stream stays as it was.
    let availability: Availability = 'Immediate';
    return {
      _id: seedId('user_details', seeker.email),
      user_id: seeker._id,
      full_name: seeker.name,
      email: seeker.email,
      phone: mobile(),
      gender: demo
        ? 'Male'
        : faker.helpers.weightedArrayElement([
            { weight: 10, value: 'Male' },
            { weight: 9, value: 'Female' },
            { weight: 1, value: 'Other' },
          ]),
      dob: new Date(
        Date.UTC(
          graduationYear - 22,
          faker.number.int({ min: 0, max: 11 }),
          faker.number.int({ min: 1, max: 28 }),
        ),
      ),
      address: `${faker.location.street()}, ${city}`,
      pin_code: pinCode(city),
      education: education.degree,
      education_detailed: `${education.degree} in ${education.field}`,
      institution: faker.helpers.arrayElement(INSTITUTIONS),
      field_of_study: education.field,
      graduation_year: graduationYear,
      skills,
      curr_role: template.role,
      job_type: faker.helpers.arrayElement(['Full Time', 'Full Time', 'Part Time', 'Internship']),
      availability: (availability = faker.helpers.arrayElement(AVAILABILITIES)),
      pref_location: faker.helpers
        .arrayElements(CITIES, { min: 1, max: 3 })
        .map((c) => c.city)
        .join(', '),
      company: experience > 0 ? employer : undefined,
      experience,
      achievements:
        experience > 4
          ? `Led a team of ${faker.number.int({ min: 3, max: 12 })} on a flagship project`
          : undefined,
      profile_summary: `${template.role} with ${
        experience === 0 ? 'a fresh degree' : `${experience} years of experience`
      } in ${skills.slice(0, 3).join(', ')}. Based in ${city}, open to ${faker.helpers.arrayElement(
        ['on-site', 'hybrid', 'remote'],
      )} roles.`,
      languages: [
        {
          language: 'English',
          proficiency: faker.helpers.arrayElement(['Intermediate', 'Advanced'] as const),
        },
        { language: mother, proficiency: 'Native' },
        ...(mother !== 'Hindi' && faker.datatype.boolean()
          ? [{ language: 'Hindi', proficiency: faker.helpers.arrayElement(PROFICIENCIES) }]
          : []),
      ],
      internships:
        experience <= 2
          ? [
              {
                company: faker.helpers.arrayElement(COMPANIES).name,
                position: `${template.role} Intern`,
                duration: `${faker.number.int({ min: 2, max: 6 })} months`,
                description: `Worked on ${skills[0] ?? 'core'} tasks with the ${
                  template.department
                } team.`,
              },
            ]
          : [],
      projects: faker.helpers.multiple(
        () => ({
          title: faker.helpers.arrayElement([
            'Inventory tracker',
            'Loan eligibility checker',
            'Clinic appointment app',
            'Campus placement portal',
            'Sales dashboard',
            'Crop price predictor',
          ]),
          duration: `${faker.number.int({ min: 1, max: 6 })} months`,
          technologies: skills.slice(0, 3).join(', '),
          description: 'Designed, built and demoed end to end.',
        }),
        { count: { min: 0, max: 2 } },
      ),
      employment:
        experience > 0
          ? [
              {
                company: employer,
                jobTitle: template.role,
                duration: `${Math.max(1, experience - 1)} years`,
                description: `Working as ${template.role} in ${city}.`,
              },
            ]
          : [],
      academic_achievements: faker.datatype.boolean(0.3)
        ? [
            {
              title: faker.helpers.arrayElement([
                'University rank holder',
                'Best final-year project',
                'Merit scholarship',
                'Hackathon winner',
              ]),
              institution: faker.helpers.arrayElement(INSTITUTIONS),
              year: String(graduationYear),
              description: '',
            },
          ]
        : [],
      is_verified: demo || faker.datatype.boolean(0.7),
      // Resdex's filters (docs/product/resume-search-resdex.md#advanced-search), drawing nothing
      // random: the notice period follows the availability, the expected salary the experience.
      notice_period: NOTICE_OF_AVAILABILITY[availability],
      expected_salary: Math.round((3 + experience * 1.8 + (i % 5) * 0.5) * 10) / 10,
    };
  });

  // Communities with members and posts.
  const communities: SeedDocument[] = [];
  const communityPosts: SeedDocument[] = [];
  COMMUNITIES.forEach((entry, i) => {
    const members = faker.helpers
      .arrayElements(seekers.slice(1), { min: 15, max: 60 })
      .map((s) => s._id);
    if (i % 2 === 0) members.unshift(seekers[0]!._id);
    const createdAt = daysAgo(30 + i * 7, 40 + i * 7);
    communities.push({
      _id: seedId('community', entry.name),
      name: entry.name,
      description: entry.description,
      member_count: members.length,
      users_id: members,
      created_at: createdAt,
    });
    const postCount = faker.number.int({ min: 5, max: 10 });
    for (let p = 0; p < postCount; p++) {
      const content = faker.helpers
        .arrayElement(POST_TEMPLATES)
        .replace('{topic}', faker.helpers.arrayElement(entry.topics))
        .replace('{city}', faker.helpers.arrayElement(CITIES).city);
      communityPosts.push({
        _id: seedId('community_post', `${entry.name}:${p}`),
        community_id: seedId('community', entry.name),
        user_id: faker.helpers.arrayElement(members),
        content,
        created_at: new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 25 }) * DAY_MS),
      });
    }
  });

  // The companies directory's companies, some claimed by the generated recruiters with a few
  // jobs each; from their own random streams, after everything else (reviews, applications and
  // resumes stay with the catalog's companies and jobs).
  const directory = generateDirectoryCompanies({
    count: DIRECTORY_COMPANY_COUNT,
    recruiters: recruiters.slice(1),
    referenceDate,
    seedId,
  });

  const activity = generateSeekerActivity(
    { seekers, profiles: userDetails, jobs, demoRecruiterId: recruiters[0]!._id },
    referenceDate,
    seedId,
  );
  // Made without faker, after everything else: the rest of the data set stays as it was.
  const demoSubUser: SeedUser = {
    _id: seedId('user', DEMO_SUB_USER.email),
    email: DEMO_SUB_USER.email,
    role: 'Recruiter',
    name: DEMO_SUB_USER.name,
    created_at: new Date(recruiters[0]!.created_at.getTime() + 7 * DAY_MS),
    password: 'demo',
    account_id: recruiters[0]!._id,
  };
  return {
    users: [...recruiters, ...seekers, demoSubUser],
    userDetails,
    userPlans,
    companies: [...companies, ...directory.companies],
    jobs: [...jobs, ...directory.jobs],
    // the posts' likes and comments (and a few recruiter members) from their own faker seed
    ...generateCommunityActivity(
      { communities, communityPosts, recruiters },
      referenceDate,
      seedId,
    ),
    // applications, saved jobs and reviews come last, from their own faker seeds
    ...activity,
    ...generateCompanyReviews({ seekers, companies }, referenceDate, seedId),
    interviewExperiences: generateInterviewExperiences(
      { seekers, companies },
      referenceDate,
      seedId,
    ),
    ...generateRecruiterResdex(
      { demoRecruiterId: recruiters[0]!._id, seekers },
      referenceDate,
      seedId,
    ),
    resumes: generateSeekerResumes(
      {
        userDetails,
        jobApplications: activity.jobApplications,
        jobs,
        demoRecruiterId: recruiters[0]!._id,
        demoSeekerId: seekers[0]!._id,
      },
      seedId,
    ),
  };
}
