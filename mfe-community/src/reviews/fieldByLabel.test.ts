import { describe, expect, it } from 'vitest';
import { fieldByLabel } from './fieldByLabel';

describe('fieldByLabel', () => {
  const labels = { company_id: 'Company', company_name: 'Company name', city: 'City' };

  it('finds the field whose label starts the message, the longest label first', () => {
    expect(fieldByLabel(labels, 'Company name is required')).toBe('company_name');
    expect(fieldByLabel(labels, 'Company was not found')).toBe('company_id');
    expect(fieldByLabel(labels, 'City must be at most 80 characters')).toBe('city');
  });

  it('is undefined for a problem no label starts, or a label inside a word', () => {
    expect(fieldByLabel(labels, 'Too many contributions, try again later')).toBeUndefined();
    expect(fieldByLabel(labels, 'Citywide limit reached')).toBeUndefined();
  });
});
