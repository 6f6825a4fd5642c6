import { describe, expect, it } from 'vitest';
import { companyFixture } from '../mocks/fixtures';
import {
  companySchema,
  companyValues,
  EMPTY_COMPANY,
  isIndianPhone,
  missingRequired,
  toCompanyBody,
  type CompanyValues,
} from './companyForm';

const VALID: CompanyValues = {
  ...EMPTY_COMPANY,
  company_name: ' Acme Labs ',
  email: 'hr@acme.example',
  phone: '98765 43210',
  website: 'https://acme.example',
  address: '12 MG Road',
  pincode: '411001',
  industry: 'IT/ITES',
  size: '11-50',
  description: 'We build hiring software.',
  linkedin: 'https://www.linkedin.com/company/acme',
};

const firstError = (values: CompanyValues) =>
  companySchema.safeParse(values).error?.issues.map((issue) => issue.message);

describe('company form rules (ADR 013)', () => {
  it('accepts Indian mobiles and landlines with their STD code, nothing else', () => {
    for (const phone of ['9876543210', '+91 98765-43210', '098765 43210', '(020) 2567 8901'])
      expect(isIndianPhone(phone), phone).toBe(true);
    for (const phone of ['12345', '5876543210x', '0000000000', '+1 415 555 0100', 'phone'])
      expect(isIndianPhone(phone), phone).toBe(false);
  });

  it('lists the empty required fields by label, spaces counting as empty', () => {
    expect(missingRequired(EMPTY_COMPANY)).toEqual([
      'Company name',
      'Email',
      'Phone',
      'Website',
      'Address',
      'Pincode',
      'Industry',
      'Company size',
      'Description',
      'LinkedIn',
    ]);
    expect(missingRequired({ ...VALID, industry: '   ' })).toEqual(['Industry']);
    expect(missingRequired(VALID)).toEqual([]);
  });

  it('rejects a bad e-mail, phone, pincode, size and non-http URLs', () => {
    expect(firstError(VALID)).toBeUndefined();
    expect(firstError({ ...VALID, email: 'hr@' })).toEqual(['Enter a valid email address']);
    expect(firstError({ ...VALID, pincode: '011001' })).toEqual([
      'Pincode must be 6 digits, not starting with 0',
    ]);
    expect(firstError({ ...VALID, size: '1000+' })).toEqual(['Company size is required']);
    expect(firstError({ ...VALID, twitter: 'ftp://acme.example' })).toEqual([
      'Enter a web address starting with http(s)://',
    ]);
    expect(firstError({ ...VALID, phone: '12345' })?.[0]).toMatch(/valid Indian phone/);
    expect(firstError({ ...VALID, description: 'x'.repeat(5001) })).toEqual([
      'Use at most 5000 characters',
    ]);
  });

  it('sends trimmed values and leaves empty optional fields out', () => {
    expect(toCompanyBody({ ...VALID, city: '  ', state: ' Maharashtra ' })).toEqual({
      company_name: 'Acme Labs',
      hiring_for: 'your company',
      email: 'hr@acme.example',
      phone: '98765 43210',
      website: 'https://acme.example',
      address: '12 MG Road',
      pincode: '411001',
      industry: 'IT/ITES',
      size: '11-50',
      description: 'We build hiring software.',
      linkedin: 'https://www.linkedin.com/company/acme',
      city: undefined,
      state: 'Maharashtra',
      twitter: undefined,
      facebook: undefined,
      pfp: undefined,
    });
  });

  it('turns a stored company into form values, absent fields empty', () => {
    const company = companyFixture('c1', { hiring_for: 'a consultancy', city: undefined });
    expect(companyValues(company)).toMatchObject({
      hiring_for: 'a consultancy',
      company_name: 'Acme Labs c1',
      city: '',
      twitter: '',
      size: '51-200',
    });
  });
});
