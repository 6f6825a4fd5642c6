import { Faker, base, en, en_IN } from '@faker-js/faker';
import type { Types } from 'mongoose';
import {
  INTERVIEW_SOURCES,
  type InterviewDifficulty,
  type InterviewOutcome,
  type InterviewSource,
} from '@rozgar/contracts';
import { COMPANIES, ROLES_BY_SECTOR } from './catalog.server';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Its own faker seed, so the experiences never shift when the rest of the data set grows. */
const INTERVIEWS_SEED = 20_261_125;

export interface InterviewExperiencesInput {
  seekers: ReadonlyArray<{ _id: Types.ObjectId }>;
  companies: ReadonlyArray<{ _id: Types.ObjectId; company_name: string; city: string }>;
}

export interface SeedInterviewExperience {
  _id: Types.ObjectId;
  company_id: Types.ObjectId;
  company: string;
  role: string;
  /** A day in the month of the interview; the API sends only its month. */
  interview_date: Date;
  difficulty: InterviewDifficulty;
  outcome: InterviewOutcome;
  source?: InterviewSource;
  questions: string[];
  experience: string;
  tips?: string;
  status: 'published';
  user_id: Types.ObjectId;
  created_at: Date;
}

const HR_QUESTIONS = [
  'Tell me about yourself.',
  'Why do you want to join {company}?',
  'Where do you see yourself in five years?',
  'What are your salary expectations?',
  'Why are you leaving your current job?',
  'Describe a disagreement with a teammate and how you resolved it.',
  'Are you open to working from the {city} office?',
  'What is your notice period, and can it be bought out?',
];

const SKILL_QUESTIONS = [
  'How did you use {skill} in your last project?',
  'What mistakes do people commonly make with {skill}?',
  'Rate yourself in {skill} out of 10 and explain the rating.',
];

const DEPARTMENT_QUESTIONS: Record<'engineering' | 'sales' | 'marketing' | 'finance', string[]> = {
  engineering: [
    'Reverse a linked list and explain the time complexity.',
    'Design a rate limiter for a public API.',
    'What happens between typing a URL and seeing the page?',
    'Find the duplicate in an array of n + 1 numbers without extra space.',
    'How would you find a memory leak in production?',
  ],
  sales: [
    'Sell me this pen.',
    'A client says our price is too high. What do you say?',
    'Walk us through how you met your last quarterly target.',
    'How do you plan your week of field visits?',
  ],
  marketing: [
    'How would you launch our product in a tier-2 city?',
    'Which numbers would you watch for a campaign, and why?',
    'Critique one of our recent advertisements.',
    'How would you split a small budget between digital and print?',
  ],
  finance: [
    'Explain input and output GST credit with an example.',
    'How do you reconcile a bank statement with the ledger?',
    'Walk us through the three financial statements and how they link.',
    'What would you check first in a month-end close that does not tally?',
  ],
};

const FORMATS = [
  'an online aptitude test',
  'a telephonic screening',
  'a video call with the hiring manager',
  'a face-to-face round at the {city} office',
  'a take-home assignment',
  'a group discussion',
];

const TONES: Record<InterviewDifficulty, string[]> = {
  easy: [
    'The questions were basic and the panel was relaxed.',
    'It felt more like a conversation than an interview.',
  ],
  moderate: [
    'The panel went into detail on my projects but gave hints when I was stuck.',
    'A fair process: a few tricky questions, nothing unreasonable.',
  ],
  hard: [
    'The technical round was intense and went well beyond the job description.',
    'Every answer led to a deeper follow-up question; it was exhausting but fair.',
  ],
};

const ENDINGS: Record<InterviewOutcome, string[]> = {
  selected: [
    'HR called within a week with an offer.',
    'The offer letter came after a background check of about ten days.',
  ],
  rejected: [
    'I got a polite rejection mail two weeks later.',
    'They told me at the end of the last round that they were looking for more experience.',
  ],
  no_response: [
    'After the final round I never heard back, despite two follow-up mails.',
    'HR stopped answering after saying the feedback would come in a few days.',
  ],
  in_progress: [
    'I am waiting for the final HR discussion.',
    'The next round has been rescheduled twice; still waiting.',
  ],
  declined_offer: [
    'I got the offer but took another one that paid better.',
    'They offered the role, but the relocation terms did not work for me.',
  ],
};

const TIPS = [
  'Revise the basics; they ask them before anything advanced.',
  'Know every line of your resume; they picked projects from it.',
  'Be ready to share your screen and write code without an IDE.',
  'Carry printed copies of your documents to the office round.',
  'Ask about the team and the shift timings before you accept.',
  'Prepare numbers from your last role; they want figures, not adjectives.',
];

/** The classic questions of the department closest to a job template's department. */
function questionsFor(templateDepartment: string): string[] {
  if (/sales|business development|merchandising|customer/i.test(templateDepartment))
    return DEPARTMENT_QUESTIONS.sales;
  if (/marketing|content|media|communication/i.test(templateDepartment))
    return DEPARTMENT_QUESTIONS.marketing;
  if (/finance|banking|accounting|procurement/i.test(templateDepartment))
    return DEPARTMENT_QUESTIONS.finance;
  return DEPARTMENT_QUESTIONS.engineering;
}

/**
 * Interview experiences for the demo data set (docs/product/community-and-reviews.md, "Share
 * interview experience"): most companies have 1 to 7 (a few none), each by a different seeker,
 * shared over the last year and a half, about an interview some weeks before; roles from the
 * company's sector, difficulty leaning to moderate, varied outcomes, 1 to 5 questions mixing HR,
 * the role's skills and its department's classics, and an experience text of different lengths.
 */
export function generateInterviewExperiences(
  input: InterviewExperiencesInput,
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): SeedInterviewExperience[] {
  const faker = new Faker({ locale: [en_IN, en, base], seed: INTERVIEWS_SEED });
  const now = referenceDate.getTime();
  const experiences: SeedInterviewExperience[] = [];
  input.companies.forEach((company, companyIndex) => {
    const entry = COMPANIES.find((candidate) => candidate.name === company.company_name);
    const templates = entry ? ROLES_BY_SECTOR[entry.sector] : Object.values(ROLES_BY_SECTOR).flat();
    const count = faker.helpers.weightedArrayElement([
      { weight: 1, value: 0 },
      { weight: 3, value: faker.number.int({ min: 1, max: 3 }) },
      { weight: 3, value: faker.number.int({ min: 4, max: 7 }) },
    ]);
    const authors = faker.helpers.arrayElements(input.seekers.slice(1), count);
    authors.forEach((author, i) => {
      const template = faker.helpers.arrayElement(templates);
      const fill = (text: string) =>
        text
          .replaceAll('{company}', company.company_name)
          .replaceAll('{city}', company.city)
          .replaceAll('{skill}', faker.helpers.arrayElement(template.skills));
      const difficulty = faker.helpers.weightedArrayElement<InterviewDifficulty>([
        { weight: 3, value: 'easy' },
        { weight: 5, value: 'moderate' },
        { weight: 3, value: 'hard' },
      ]);
      const outcome = faker.helpers.weightedArrayElement<InterviewOutcome>([
        { weight: 4, value: 'selected' },
        { weight: 4, value: 'rejected' },
        { weight: 2, value: 'no_response' },
        { weight: 1, value: 'in_progress' },
        { weight: 1, value: 'declined_offer' },
      ]);
      const questionCount = faker.number.int({ min: 1, max: 5 });
      const pool = [
        ...faker.helpers.arrayElements(questionsFor(template.department), 2),
        ...faker.helpers.arrayElements(SKILL_QUESTIONS, 1),
        ...faker.helpers.arrayElements(HR_QUESTIONS, 2),
      ];
      const rounds = faker.helpers.arrayElements(FORMATS, { min: 1, max: 4 }).map(fill);
      const long = faker.datatype.boolean(0.35);
      const experience = [
        `${rounds.length === 1 ? 'One round' : `${rounds.length} rounds`}: ${rounds.join(', ')}.`,
        ...faker.helpers.arrayElements(TONES[difficulty], long ? 2 : 1),
        faker.helpers.arrayElement(ENDINGS[outcome]),
      ].join(' ');
      const createdAt =
        now - faker.number.int({ min: 1, max: 540 }) * DAY_MS - (companyIndex + i) * HOUR_MS;
      experiences.push({
        _id: seedId('interview-experience', `${company.company_name}:${i}`),
        company_id: company._id,
        company: company.company_name,
        role: template.title,
        interview_date: new Date(createdAt - faker.number.int({ min: 3, max: 60 }) * DAY_MS),
        difficulty,
        outcome,
        ...(faker.datatype.boolean(0.7)
          ? { source: faker.helpers.arrayElement(INTERVIEW_SOURCES) }
          : {}),
        questions: pool.slice(0, questionCount).map(fill),
        experience,
        ...(faker.datatype.boolean(0.5) ? { tips: faker.helpers.arrayElement(TIPS) } : {}),
        status: 'published',
        user_id: author._id,
        created_at: new Date(createdAt),
      });
    });
  });
  return experiences;
}
