import { createHash } from 'node:crypto';
import type { CompanySize, NatureOfBusiness } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import {
  CITIES,
  PERKS,
  ROLES_BY_SECTOR,
  SECTOR_INDUSTRY,
  type RoleTemplate,
  type Sector,
} from './catalog.server';

/*
 * The companies directory's companies (docs/product/companies.md#companies-directory, ADR 020):
 * generated from their index alone with a small seeded random stream each, so company n is the
 * same whatever the count (the demo data set's 1 500, or `--scale`'s more), and 10 000 with their
 * jobs take about a second. Each is claimed by one of the recruiters passed in, or unclaimed; the
 * claimed ones post a few jobs. No faker here: the demo data set's faker stream stays as it was.
 */

/** The directory companies of the demo data set. */
export const DIRECTORY_COMPANY_COUNT = 1_500;
/** One in this many directory companies is claimed by a recruiter (and posts jobs)… */
export const CLAIMED_EVERY = 9;
/**
 * …and every other one of Bengaluru's IT companies, so that the directory's busiest search
 * (Bengaluru + IT Services) has hiring companies beyond its first page of 20.
 */
const claimedHub = (city: string, industry: string) =>
  city === 'Bengaluru' && industry === 'IT/ITES';
/** The most directory companies one seeded recruiter manages (under the 20-company cap with theirs). */
export const DIRECTORY_COMPANIES_PER_RECRUITER = 16;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small, fast, seeded random stream (mulberry32) for one company. */
function randomStream(key: string) {
  let state = createHash('sha1').update(`rozgar-directory:${key}`).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(entries: ReadonlyArray<readonly [weight: number, value: T]>): T => {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [weight, value] of entries) if ((roll -= weight) < 0) return value;
    return entries.at(-1)![1];
  };
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    for (let n = int(min, max); n > 0 && pool.length > 0; n--)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, weighted, some };
}

// Names: a first word and a second word make 2 400 distinct names; beyond, a tier word in front.
const FIRST = [
  'Aditi',
  'Agni',
  'Akash',
  'Amrit',
  'Anant',
  'Arjun',
  'Arka',
  'Bodhi',
  'Chandra',
  'Charak',
  'Dhruv',
  'Disha',
  'Ekam',
  'Gagan',
  'Garuda',
  'Hansa',
  'Indra',
  'Jyoti',
  'Kalpa',
  'Kamal',
  'Kiran',
  'Kshitij',
  'Lakshya',
  'Megh',
  'Mitra',
  'Nakshatra',
  'Neel',
  'Nirmal',
  'Ojas',
  'Pavan',
  'Prabha',
  'Pragati',
  'Prithvi',
  'Roshan',
  'Saarthi',
  'Sagar',
  'Samarth',
  'Shakti',
  'Shikhar',
  'Shreya',
  'Soma',
  'Surya',
  'Tara',
  'Tejas',
  'Udaan',
  'Urja',
  'Vayu',
  'Vega',
  'Vidya',
  'Yatra',
] as const;
const SECOND = [
  'Bridge',
  'Crest',
  'Leaf',
  'Peak',
  'Wave',
  'Orbit',
  'Path',
  'Field',
  'Spark',
  'Stone',
  'Grove',
  'Harbor',
  'Point',
  'Ridge',
  'River',
  'Root',
  'Sky',
  'Trail',
  'Vale',
  'Works',
  'Arc',
  'Bay',
  'Core',
  'Dune',
  'Edge',
  'Forge',
  'Gate',
  'Hill',
  'Isle',
  'Lane',
  'Mesa',
  'Nest',
  'Oak',
  'Pine',
  'Quay',
  'Reef',
  'Shore',
  'Tide',
  'Veda',
  'Wing',
  'Axis',
  'Bloom',
  'Cove',
  'Delta',
  'Echo',
  'Flint',
  'Glade',
  'Haven',
] as const;
const TIERS = ['', 'Nova', 'Prime', 'Apex', 'Vista', 'Zenith', 'Astra', 'Neo', 'Terra', 'Uday'];
const SUFFIX: Record<Sector, readonly string[]> = {
  'IT Services': ['Technologies', 'Software', 'Labs', 'Systems', 'Infotech'],
  Finance: ['Finserv', 'Capital', 'Payments', 'Credit'],
  Healthcare: ['Healthcare', 'Pharma', 'Diagnostics', 'Lifesciences'],
  Education: ['Learning', 'Academy', 'Edutech', 'Classes'],
  'E-commerce': ['Commerce', 'Mart', 'Bazaar'],
  Manufacturing: ['Industries', 'Engineering', 'Motors', 'Auto Parts'],
  Logistics: ['Logistics', 'Freight', 'Movers'],
  Media: ['Media', 'Studios', 'Digital'],
  Telecom: ['Telecom', 'Networks', 'Broadband'],
  Energy: ['Energy', 'Power', 'Solar'],
  FMCG: ['Foods', 'Consumer Products', 'Beverages'],
};

const SECTORS: ReadonlyArray<readonly [number, Sector]> = [
  [24, 'IT Services'],
  [12, 'Finance'],
  [9, 'Healthcare'],
  [8, 'Education'],
  [8, 'E-commerce'],
  [11, 'Manufacturing'],
  [6, 'Logistics'],
  [5, 'Media'],
  [5, 'Telecom'],
  [4, 'Energy'],
  [8, 'FMCG'],
];

const NATURES: Record<Sector, readonly NatureOfBusiness[]> = {
  'IT Services': ['B2B', 'SaaS', 'Services'],
  Finance: ['B2C', 'B2B', 'Marketplace', 'SaaS'],
  Healthcare: ['B2C', 'Services', 'B2B'],
  Education: ['B2C', 'B2B2C', 'SaaS'],
  'E-commerce': ['Marketplace', 'B2C', 'D2C'],
  Manufacturing: ['B2B'],
  Logistics: ['B2B', 'Services', 'Marketplace'],
  Media: ['B2C', 'B2B'],
  Telecom: ['B2C', 'B2B'],
  Energy: ['B2B', 'B2C'],
  FMCG: ['B2C', 'D2C', 'B2B2C'],
};

const WHAT: Record<Sector, string> = {
  'IT Services': 'builds software and runs IT for businesses',
  Finance: 'helps people and businesses borrow, pay and invest',
  Healthcare: 'makes and delivers healthcare',
  Education: 'teaches students and working professionals',
  'E-commerce': 'sells online across India',
  Manufacturing: 'designs and manufactures industrial products',
  Logistics: 'moves goods across India',
  Media: 'makes and publishes content',
  Telecom: 'connects homes and businesses',
  Energy: 'generates and distributes power',
  FMCG: 'makes everyday consumer goods',
};

const SIZES: ReadonlyArray<readonly [number, CompanySize]> = [
  [20, '1-10'],
  [28, '11-50'],
  [24, '51-200'],
  [14, '201-500'],
  [14, '501+'],
];

// Cities: the big hiring hubs more often.
const CITY_WEIGHTS = [18, 10, 9, 10, 11, 8, 6, 7, 4, 4, 3, 3, 3, 3] as const;

/** The tags a card may show; "Startup" and the MNC tags follow the company's age and size. */
const GENERAL_TAGS = [
  'Product based',
  'Service based',
  'Listed',
  'Private',
  'Bootstrapped',
  'Women-led',
  'Remote friendly',
  'Hiring freshers',
] as const;

export interface DirectoryRecruiter {
  _id: Types.ObjectId;
}

export interface DirectorySeed {
  companies: Array<{ _id: Types.ObjectId } & Record<string, unknown>>;
  jobs: Array<{ _id: Types.ObjectId } & Record<string, unknown>>;
}

export interface DirectorySeedOptions {
  /** Directory companies 0 … count-1. */
  count: number;
  /** From which index (a `--scale` run adds companies after the demo data set's). */
  from?: number;
  /** The recruiters who may claim companies, each at most DIRECTORY_COMPANIES_PER_RECRUITER. */
  recruiters: readonly DirectoryRecruiter[];
  /** Jobs each claimed company posts: [min, max] (default 1–3). */
  jobsPerClaimed?: readonly [number, number];
  /** One in this many companies is claimed (default CLAIMED_EVERY). */
  claimedEvery?: number;
  referenceDate: Date;
  seedId: (kind: string, key: string | number) => Types.ObjectId;
}

/** The name of directory company n: unique over every n. */
export function directoryCompanyName(n: number, sector: Sector, suffixPick: number): string {
  const pairs = FIRST.length * SECOND.length;
  const tier = TIERS[Math.floor(n / pairs) % TIERS.length]!;
  const round = Math.floor(n / (pairs * TIERS.length));
  const pair = n % pairs;
  const suffixes = SUFFIX[sector];
  return [
    tier,
    FIRST[pair % FIRST.length],
    SECOND[Math.floor(pair / FIRST.length)],
    suffixes[suffixPick % suffixes.length],
    round > 0 ? String(round + 1) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Directory companies `from` … `from + count - 1` and the jobs of the claimed ones. Company n is
 * claimed when n - from is a multiple of `claimedEvery`, or even for a Bengaluru IT company, by
 * the recruiters in turn while each has fewer than DIRECTORY_COMPANIES_PER_RECRUITER; its jobs
 * are open, a few closed or expired, posted within the last 60 days.
 */
export function generateDirectoryCompanies(options: DirectorySeedOptions): DirectorySeed {
  const { count, from = 0, recruiters, referenceDate, seedId } = options;
  const [minJobs, maxJobs] = options.jobsPerClaimed ?? [1, 3];
  const claimedEvery = options.claimedEvery ?? CLAIMED_EVERY;
  const now = referenceDate.getTime();
  const capacity = recruiters.length * DIRECTORY_COMPANIES_PER_RECRUITER;
  const companies: DirectorySeed['companies'] = [];
  const jobs: DirectorySeed['jobs'] = [];
  let claims = 0;
  for (let n = from; n < from + count; n++) {
    const random = randomStream(`company:${n}`);
    const sector = random.weighted(SECTORS);
    const industry = SECTOR_INDUSTRY[sector];
    const name = directoryCompanyName(n, sector, random.int(0, 11));
    const city = CITIES[random.weighted(CITY_WEIGHTS.map((weight, i) => [weight, i] as const))]!;
    const size = random.weighted(SIZES);
    const founded =
      random.next() < 0.1
        ? undefined
        : random.weighted([
            [3, random.int(1950, 1990)],
            [5, random.int(1991, 2010)],
            [6, random.int(2011, 2025)],
          ] as const);
    const natures = random.next() < 0.1 ? [] : random.some(NATURES[sector], 1, 2);
    const tags: string[] = random.some(GENERAL_TAGS, 1, 2);
    if (founded !== undefined && founded >= 2016) tags.unshift('Startup');
    if (size === '501+') tags.unshift(random.next() < 0.4 ? 'Foreign MNC' : 'Indian MNC');
    const wantsClaim =
      (n - from) % claimedEvery === 0 || (claimedHub(city.city, industry) && (n - from) % 2 === 0);
    const recruiter =
      wantsClaim && claims < capacity && recruiters.length > 0
        ? recruiters[claims++ % recruiters.length]!
        : undefined;
    const domain = `${slug(name)}.example.in`;
    const id = seedId('directory_company', n);
    const description = `${name} ${WHAT[sector]}${
      founded ? `. Founded in ${founded}` : ''
    }, it is based in ${city.city} and employs ${size} people.`;
    companies.push({
      _id: id,
      company_name: name,
      hiring_for: 'your company',
      email: `careers@${domain}`,
      phone: `+91 ${random.pick(['9', '8', '7'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
      website: `https://www.${domain}`,
      address: `${random.int(1, 300)}, ${random.pick(['MG Road', 'Ring Road', 'Station Road', 'Main Road', 'Tech Park', 'Industrial Area'])}`,
      city: city.city,
      state: city.state,
      pincode: `${city.pin}${String(random.int(1, 999)).padStart(3, '0')}`,
      industry,
      size,
      ...(founded !== undefined ? { founded } : {}),
      description,
      linkedin: `https://www.linkedin.com/company/${slug(name)}`,
      ...(natures.length > 0 ? { nature_of_business: natures } : {}),
      tags,
      ...(recruiter ? { recruiter_id: recruiter._id } : {}),
      created_at: new Date(now - random.int(30, 400) * DAY_MS),
    });
    if (!recruiter) continue;
    const templates = ROLES_BY_SECTOR[sector];
    for (let j = 0, jobCount = random.int(minJobs, maxJobs); j < jobCount; j++)
      jobs.push(
        directoryJob(
          { n, j, random, template: random.pick(templates), name, id, city: city.city },
          recruiter,
          industry,
          now,
          seedId,
        ),
      );
  }
  return { companies, jobs };
}

type Random = ReturnType<typeof randomStream>;

function directoryJob(
  at: {
    n: number;
    j: number;
    random: Random;
    template: RoleTemplate;
    name: string;
    id: Types.ObjectId;
    city: string;
  },
  recruiter: DirectoryRecruiter,
  industry: string,
  now: number,
  seedId: DirectorySeedOptions['seedId'],
) {
  const { random, template } = at;
  const minExperience = random.int(
    template.experience[0],
    Math.max(template.experience[0], template.experience[1] - 1),
  );
  const maxExperience = Math.min(15, minExperience + random.int(1, 4));
  const minSalary = Math.min(
    40,
    Math.max(3, Math.round(3 + minExperience * 2.4 + random.int(-1, 3))),
  );
  const maxSalary = Math.min(45, minSalary + random.int(2, 8));
  const location = random.next() < 0.7 ? at.city : random.pick(CITIES).city;
  const workMode = random.weighted([
    [5, 'On-site'],
    [3, 'Hybrid'],
    [2, 'Remote'],
  ] as const);
  const createdAt = now - random.int(0, 60 * 24) * (DAY_MS / 24);
  const closed = random.next() < 0.04;
  const expired = random.next() < 0.04;
  const skills = random.some(
    template.skills,
    Math.min(3, template.skills.length),
    template.skills.length,
  );
  return {
    _id: seedId('directory_job', `${at.n}:${at.j}`),
    job_title: template.title,
    company: at.name,
    company_id: at.id,
    location,
    min_salary: minSalary,
    max_salary: maxSalary,
    job_type: 'Full Time',
    employment_category: 'Full Time, Permanent',
    work_mode: workMode,
    min_experience: minExperience,
    max_experience: maxExperience,
    industry,
    role: template.role,
    department: template.department,
    qualification: template.qualification,
    vacancies: random.int(1, 5),
    skills,
    job_description: `${at.name} is hiring a ${template.title} for its ${template.department} team in ${location} (${workMode}). You will work with ${skills.slice(0, 3).join(', ')}.`,
    candidate_profile: `${minExperience}–${maxExperience} years of experience with ${skills.join(', ')}.`,
    requirements: `${template.education}.`,
    perks: random.some(PERKS, 2, 3).join(', '),
    recruiter_id: recruiter._id,
    is_active: !closed,
    created_at: new Date(createdAt),
    expiry_date: new Date(expired ? now - random.int(1, 10) * DAY_MS : createdAt + 90 * DAY_MS),
  };
}
