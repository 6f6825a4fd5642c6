import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  INDUSTRIES,
  INDUSTRY_GROUPS,
  INDUSTRY_VALUES,
  POSTING_DEFAULTS,
  POSTING_WORK_MODES,
  WORK_MODES,
  companyBodySchema,
  companyPhoneSchema,
  companySchema,
  industriesIn,
  industryGroupOf,
  indianPhoneSchema,
  inputText,
  isIndianMobile,
  jobPostingSchema,
  postingOptions,
  postingOptionsSchema,
  recruiterStatusLabel,
  seekerStatusLabel,
  storedWorkMode,
} from './index';

const company = {
  id: '65a000000000000000000001',
  company_name: 'Infoveda Technologies',
  hiring_for: 'your company',
  email: 'careers@infoveda.example.in',
  phone: '+91 9845012345',
  website: 'https://www.infoveda.example.in',
  address: '12, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  industry: 'IT/ITES',
  size: '501+',
  description: 'Builds and runs cloud platforms.',
  linkedin: 'https://www.linkedin.com/company/infoveda',
  recruiter_id: '65a000000000000000000002',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as const;

describe('companies', () => {
  it('takes every size the form offers (1-10, 11-50, 51-200, 201-500, 501+) and no other', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501+']);
    for (const size of COMPANY_SIZES)
      expect(companyBodySchema.safeParse({ ...body(), size }).success).toBe(true);
    const refused = companyBodySchema.safeParse({ ...body(), size: '5001-10000' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Size must be one of: 1-10, 11-50, 51-200, 201-500, 501+',
    );
  });

  it('a company as the API sends it goes back through the body schema unchanged', () => {
    expect(companySchema.parse(company)).toEqual(company);
    expect(companyBodySchema.parse(body())).toEqual(body());
  });

  it('a company phone is a mobile or a landline with its STD code, stored as +91 and 10 digits', () => {
    expect(companyPhoneSchema.parse('080-2345 6789')).toBe('+91 8023456789');
    expect(companyPhoneSchema.parse('98450 12345')).toBe('+91 9845012345');
    expect(companyPhoneSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Phone must be an Indian mobile number or a landline with its STD code',
    );
  });
});

/** The company without what the API adds: the body a form sends back. */
function body() {
  const {
    id: _id,
    recruiter_id: _recruiter,
    created_at: _created,
    updated_at: _updated,
    ...rest
  } = company;
  return { ...rest };
}

describe('jobs', () => {
  it('groups the posting industries under the seeker filter groups (IT Services, Finance, Healthcare, Education)', () => {
    expect(INDUSTRY_VALUES).toEqual(postingOptions().industries);
    expect(INDUSTRY_GROUPS).toEqual(
      expect.arrayContaining(['IT Services', 'Finance', 'Healthcare', 'Education']),
    );
    expect(industriesIn('IT Services')).toEqual(['IT/ITES']);
    expect(industriesIn('Banking/Financial Services')).toEqual(['Banking/Financial Services']);
    expect(industriesIn('Agriculture')).toEqual(['Agriculture']);
    for (const { value, group } of INDUSTRIES) expect(industryGroupOf(value)).toBe(group);
  });

  it('stores the posting work modes in the seeker vocabulary', () => {
    for (const mode of POSTING_WORK_MODES) expect(WORK_MODES).toContain(storedWorkMode(mode));
  });

  it('offers the Post a Job lists, defaults and limits of docs/product/recruiter-jobs-and-responses.md', () => {
    expect(postingOptions()).toEqual({
      employment_types: [
        'Full Time, Permanent',
        'Full Time, Temporary/Contractual',
        'Full Time, Freelance/Homebased',
        'Part Time, Permanent',
        'Part Time, Temporary/Contractual',
        'Part Time, Freelance/Homebased',
      ],
      work_modes: ['In office', 'Remote', 'Hybrid'],
      industries: [
        'IT/ITES',
        'Banking/Financial Services',
        'Education/Training',
        'Healthcare/Pharmaceuticals',
        'Manufacturing/Engineering',
        'Retail/FMCG',
        'Telecom/ISP',
        'Other',
      ],
      qualifications: [
        'Any Graduate',
        'B.Tech/B.E.',
        'MBA/PGDM',
        'MCA',
        'Ph.D',
        'M.Tech',
        'M.Sc',
        'B.Sc',
        'BCA',
        'Diploma',
      ],
      min_experience: [0, 1, 2, 3, 5, 7, 10, 15],
      max_experience: [1, 2, 3, 5, 7, 10, 15, 20, 30],
      min_salary: [1, 2, 3, 5, 10],
      max_salary: [2, 3, 5, 10, 15, 20],
      defaults: { employment_type: 'Full Time, Permanent', work_mode: 'In office', vacancies: 1 },
      limits: {
        job_title: 200,
        job_description: 5000,
        skills: 250,
        location: 100,
        company: 200,
        long_text: 2000,
        vacancies: 1000,
      },
    });
  });

  it('offers the options a posting is checked against', () => {
    const options = postingOptionsSchema.parse(postingOptions());
    const posting = {
      job_title: 'Frontend Developer',
      employment_type: options.defaults.employment_type,
      work_mode: options.defaults.work_mode,
      job_description: 'Build the portal.',
      skills: 'React, react, TypeScript',
      min_experience: options.min_experience[0],
      max_experience: options.max_experience.at(-1),
      min_salary: String(options.min_salary[0]),
      max_salary: options.max_salary.at(-1),
      location: 'Pune',
      company: 'Infoveda Technologies',
      industry: options.industries.at(-1),
      qualification: options.qualifications[0],
    };
    expect(jobPostingSchema.parse(posting)).toMatchObject({
      skills: ['React', 'TypeScript'],
      min_salary: 1,
      vacancies: POSTING_DEFAULTS.vacancies,
    });
    expect(
      jobPostingSchema.safeParse({ ...posting, industry: 'IT Services' }).error?.issues[0]?.message,
    ).toBe(`Industry must be one of: ${INDUSTRY_VALUES.join(', ')}`);
  });
});

describe('applications', () => {
  it('labels each status for recruiters and seekers', () => {
    expect(APPLICATION_STATUSES.map((status) => status.value)).toEqual([
      'applied',
      'under_review',
      'interview',
      'accepted',
      'rejected',
    ]);
    expect(recruiterStatusLabel('under_review')).toBe('Reviewing');
    expect(seekerStatusLabel('under_review')).toBe('Shortlisted');
    expect(seekerStatusLabel('accepted')).toBe('Selected');
  });
});

describe('common rules', () => {
  it('an Indian mobile number: 10 digits from 6 to 9, with +91 or 0, stored as +91 and 10 digits', () => {
    expect(indianPhoneSchema.parse('+91 98450-12345')).toBe('+91 9845012345');
    expect(isIndianMobile('09845012345')).toBe(true);
    expect(isIndianMobile('5845012345')).toBe(false);
    expect(indianPhoneSchema.safeParse('5845012345').error?.issues[0]?.message).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
  });

  it('no text takes control characters; multi-line texts keep line breaks', () => {
    expect(inputText('Name', { max: 10 }).safeParse('a\u0000b').success).toBe(false);
    expect(inputText('About', { max: 10, multiline: true }).parse('a\r\nb')).toBe('a\nb');
  });
});
