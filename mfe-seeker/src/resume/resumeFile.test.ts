import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_SIZE_ERROR,
  RESUME_TYPE_ERROR,
} from './resumeFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkResumeFile', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['CV.PDF', ''],
    ['cv.doc', 'application/msword'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkResumeFile(file(name, type))).toBeNull();
  });

  it.each([
    ['photo.png', 'image/png'],
    ['notes.txt', 'text/plain'],
    ['cv', ''],
    ['cv.pdf', 'image/png'],
  ])('refuses %s (%s) as a type the portal does not take', (name, type) => {
    expect(checkResumeFile(file(name, type))).toBe(RESUME_TYPE_ERROR);
  });

  it('takes exactly 5 MB and refuses a byte more', () => {
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES))).toBeNull();
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(
      RESUME_SIZE_ERROR,
    );
  });

  it('lists the extensions and media types for the file picker', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/pdf']),
    );
  });
});
