import { z } from 'zod';
import { inputText } from './text';
import { JOB_SEARCH_SORTS } from './vocabularies/job-search';
import {
  EXPERIENCE_BUCKETS,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_TEXTS,
  SALARY_BUCKETS,
  WORK_MODES,
} from './vocabularies/jobs';

export * from './vocabularies/job-search';

/*
 * The query of the seeker's job search, `GET /api/jobs` (docs/decisions/009-job-search-filters.md
 * and docs/product/jobs-search-and-details.md): paging, the words, the location and the filter
 * groups. The job alerts save the same filters (./job-alerts).
 */

const MAX_GROUP_VALUES = 50;
/* The texts' and the years' limits are shared with the seeker's search form. */
const MAX_TEXT_LENGTH = JOB_SEARCH_LIMITS.text;

/**
 * A comma-separated group of values (`locations=Pune,Mumbai`). A comma followed by a space belongs
 * to a value ("Banking, Finance & Insurance"), so clients join values with a bare comma.
 */
function commaGroup<Item extends z.ZodType<string, string>>(label: string, item: Item) {
  return inputText(label, { max: 5_000 })
    .transform((raw) =>
      raw
        .split(/,(?!\s)/)
        .map((value) => value.trim())
        .filter((value) => value.length > 0),
    )
    .pipe(z.array(item).max(MAX_GROUP_VALUES, `at most ${MAX_GROUP_VALUES} values`))
    .transform((values) => [...new Set(values)]);
}

const groupValue = inputText('A value', {
  max: MAX_TEXT_LENGTH,
  tooLong: `values are at most ${MAX_TEXT_LENGTH} characters`,
});
const bucketValues = <Value extends string>(buckets: readonly { value: Value }[]) =>
  z.enum(
    buckets.map((bucket) => bucket.value) as [Value, ...Value[]],
    `must be one of ${buckets.map((bucket) => bucket.value).join(', ')}`,
  );
const years = z.coerce
  .number(JOB_SEARCH_TEXTS.years)
  .min(0, JOB_SEARCH_TEXTS.years)
  .max(JOB_SEARCH_LIMITS.experienceYears, JOB_SEARCH_TEXTS.years);
const searchText = (label: string) =>
  inputText(label, { max: MAX_TEXT_LENGTH, tooLong: JOB_SEARCH_TEXTS.tooLong });

/** An empty parameter (`?q=&locations=`) means "no filter", as if it were left out. */
function withoutEmptyValues(query: unknown) {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/**
 * The search's filters, each optional: the words (`q`), a location text, a range of years, and
 * the groups. Every group arrives as one comma-separated parameter (`locations=Pune,Mumbai`).
 */
export const jobSearchFilterShape = {
  q: searchText('Search text').optional(),
  minExp: years.optional(),
  maxExp: years.optional(),
  location: searchText('Location').optional(),
  experience: commaGroup('Experience', bucketValues(EXPERIENCE_BUCKETS)).optional(),
  salary: commaGroup('Salary', bucketValues(SALARY_BUCKETS)).optional(),
  locations: commaGroup('Locations', groupValue).optional(),
  workModes: commaGroup(
    'Work modes',
    z.enum(WORK_MODES, `must be one of ${WORK_MODES.join(', ')}`),
  ).optional(),
  /** Seeker-facing industry groups ("IT Services") or stored industries ("IT/ITES"). */
  industries: commaGroup('Industries', groupValue).optional(),
  roles: commaGroup('Roles', groupValue).optional(),
  departments: commaGroup('Departments', groupValue).optional(),
};

/** `GET /api/jobs` query (ADR 009): paging, the order, the landing search and the filter groups. */
export const jobSearchQuerySchema = z.preprocess(
  withoutEmptyValues,
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    /** `relevance` (the default with `q`), `newest` (the default without) or `salary` (ADR 023). */
    sort: z.enum(JOB_SEARCH_SORTS, `must be one of ${JOB_SEARCH_SORTS.join(', ')}`).optional(),
    ...jobSearchFilterShape,
  }),
);

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
/** The filters of a search alone (no paging, no order): what a job alert keeps. */
export type JobSearchFilters = Omit<JobSearchQuery, 'page' | 'pageSize' | 'sort'>;
