import { PREFERRED_JOB_TYPES, SECTION_ITEM_LIMITS } from '@rozgar/contracts/vocabularies';
import { describe, expect, it } from 'vitest';
import {
  academicAchievementsSpec,
  headerSchema,
  internshipsSpec,
  languagesSpec,
  preferenceSpec,
  skillSchema,
} from './profileForms';

const issues = (
  schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } },
  value: unknown,
) =>
  (schema.safeParse(value).error?.issues ?? []).map(
    (issue) => (issue as { message: string }).message,
  );

describe('the profile forms check what the BFF checks, in its words', () => {
  it('takes an item text up to the contracts’ limit and names the field past it', () => {
    const long = 'x'.repeat(SECTION_ITEM_LIMITS.internships.company.max);
    const values = { company: long, position: 'Intern', duration: '', description: '' };
    expect(issues(internshipsSpec.schema, values)).toEqual([]);
    expect(
      issues(internshipsSpec.schema, { ...values, company: `${long}x`, position: ' ' }),
    ).toEqual(['Company is too long (150 characters at most)', 'Position is required']);
  });

  it('offers and sends the job types the BFF accepts', () => {
    const jobType = preferenceSpec.fields.find((field) => field.name === 'job_type');
    expect(jobType?.options).toEqual(PREFERRED_JOB_TYPES);
  });

  it('sends every field of an item, the language with its proficiency and the year as typed', () => {
    expect(languagesSpec.body({ language: ' Tamil ', proficiency: 'Native' })).toEqual({
      language: 'Tamil',
      proficiency: 'Native',
    });
    expect(
      academicAchievementsSpec.body({
        title: 'Rank 1',
        institution: '',
        year: '2019',
        description: '',
      }),
    ).toEqual({ title: 'Rank 1', institution: '', year: '2019', description: '' });
    expect(
      issues(academicAchievementsSpec.schema, {
        title: 'Rank 1',
        institution: '',
        year: '19',
        description: '',
      }),
    ).toEqual(['Enter a year between 1950 and 2100']);
  });

  it('checks the header and a skill with the BFF’s texts', () => {
    const header = {
      full_name: '',
      phone: '',
      email: 'a@b.in',
      gender: '',
      dob: '1850-01-01',
      address: '',
      pin_code: '0123',
    };
    expect(issues(headerSchema, header)).toEqual([
      'Full name is required',
      'Enter a real date of birth',
      'Enter a valid 6-digit PIN code',
    ]);
    expect(issues(skillSchema, 'x'.repeat(61))).toEqual([
      'A skill is too long (60 characters at most)',
    ]);
  });
});
