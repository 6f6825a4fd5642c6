import { describe, expect, it } from 'vitest';
import { JobView, JobViewDay } from '../models/job-view.server';
import { generateSeedData } from './generate.server';
import { generateJobViews } from './job-views.server';

// The seed stores its job views and view days as they are generated, without mongoose's casting
// and validation (lean, for speed: ADR 016 "Cold start"): each row must be what mongoose would
// have stored.
describe('seeded job views', () => {
  it('are, row for row, what mongoose would store and valid by its schema', () => {
    const reference = new Date('2026-11-20T06:30:00Z');
    const { jobViews, jobViewDays } = generateJobViews(generateSeedData(reference), reference);
    expect(jobViews.length).toBeGreaterThan(1000);
    expect(jobViewDays.length).toBeGreaterThan(1000);
    for (const [Model, rows] of [
      [JobView, jobViews],
      [JobViewDay, jobViewDays],
    ] as const) {
      // every row has the same shape; a seventh of them keeps the test quick
      for (const row of rows.filter((_, index) => index % 7 === 0)) {
        const document = new Model(row);
        expect(document.validateSync()).toBeUndefined();
        expect(document.toObject()).toEqual(row);
      }
    }
  });
});
