import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../lib/image-dimensions.server';
import { COMPANIES, ROLES_BY_SECTOR } from './catalog.server';
import { drawOffice, generateOfficePhotos } from './office-photos.server';
import { generateSalaryContributions } from './salary-contributions.server';

// The demo salary contributions and office photos: the same every run, realistic, and real images.

const REFERENCE = new Date('2026-11-24T10:00:00.000Z');
const users = [
  { _id: new Types.ObjectId('6650f1a2c3d4e5f600000001'), role: 'Job Seeker' as const },
  { _id: new Types.ObjectId('6650f1a2c3d4e5f600000002'), role: 'Job Seeker' as const },
  { _id: new Types.ObjectId('6650f1a2c3d4e5f600000003'), role: 'Recruiter' as const },
  { _id: new Types.ObjectId('6650f1a2c3d4e5f600000004'), role: 'Job Seeker' as const },
];
const JOB_TITLES = new Set(
  Object.values(ROLES_BY_SECTOR).flatMap((roles) => roles.map((r) => r.title)),
);

describe('seeded salary contributions', () => {
  it('are the same every run, by the seed’s seekers but the demo one, at catalog companies', () => {
    const rows = generateSalaryContributions(users, REFERENCE);
    expect(generateSalaryContributions(users, REFERENCE)).toEqual(rows);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const seekers = new Set([String(users[1]!._id), String(users[3]!._id)]);
    const companies = new Map(COMPANIES.map((company) => [company.name, company.city]));
    for (const row of rows) {
      expect(seekers.has(String(row.user_id))).toBe(true);
      expect(companies.get(row.company)).toBe(row.city);
      // A designation salary insights also knows from posted jobs.
      expect(JOB_TITLES.has(row.designation)).toBe(true);
      expect(row.created_at.getTime()).toBeLessThan(REFERENCE.getTime());
    }
  });

  it('pay in lakhs as Indian employers do: a nurse earns less than a developer, seniors more', () => {
    const rows = generateSalaryContributions(users, REFERENCE);
    for (const row of rows) {
      expect(row.annual_salary_lakhs).toBeGreaterThanOrEqual(1.8);
      expect(row.annual_salary_lakhs).toBeLessThanOrEqual(50);
      expect(Number.isInteger(row.annual_salary_lakhs * 10)).toBe(true);
    }
    const mean = (designation: string) => {
      const of = rows.filter((row) => row.designation === designation);
      return of.reduce((sum, row) => sum + row.annual_salary_lakhs, 0) / of.length;
    };
    expect(mean('Staff Nurse')).toBeLessThan(mean('Java Developer'));
    expect(mean('Customer Support Executive')).toBeLessThan(mean('Product Manager'));
  });
});

describe('seeded office photos', () => {
  it('are real PNGs drawn in code, byte for byte the same every time', async () => {
    for (const scene of ['workspace', 'cafeteria', 'meeting'] as const) {
      const image = drawOffice(scene, 200);
      expect(drawOffice(scene, 200).equals(image)).toBe(true);
      expect(await fileTypeFromBuffer(image)).toMatchObject({ mime: 'image/png' });
      expect(imageDimensions('image/png', image)).toEqual({ width: 480, height: 360 });
      expect(image.length).toBeLessThan(64 * 1024);
    }
    expect(drawOffice('workspace', 10).equals(drawOffice('workspace', 200))).toBe(false);
  });

  it('keep the bytes they had when drawn pixel by pixel (a database seeded before holds those)', () => {
    const sha = (image: Buffer) => createHash('sha256').update(image).digest('hex').slice(0, 16);
    expect(
      (['workspace', 'cafeteria', 'meeting'] as const).flatMap((scene) =>
        [0, 200].map((hue) => `${scene} ${hue} ${sha(drawOffice(scene, hue))}`),
      ),
    ).toEqual([
      'workspace 0 3fb441abfc2a0dec',
      'workspace 200 18488c7296d74311',
      'cafeteria 0 e0ef08cdbf3e08de',
      'cafeteria 200 e95b0a7c17bdba22',
      'meeting 0 0eae8e18809a235c',
      'meeting 200 dab572f272769917',
    ]);
  });

  it('belong to catalog companies, uploaded by seekers, some without a caption', () => {
    const photos = generateOfficePhotos(users, REFERENCE);
    expect(generateOfficePhotos(users, REFERENCE)).toEqual(photos);
    expect(photos.length).toBeGreaterThanOrEqual(8);
    expect(photos.some((photo) => photo.caption === null)).toBe(true);
    expect(new Set(photos.map((photo) => String(photo._id))).size).toBe(photos.length);
    const recruiter = String(users[2]!._id);
    expect(photos.every((photo) => String(photo.user_id) !== recruiter)).toBe(true);
  });
});
