import { z } from 'zod';
import { inputText, pageParameter, queryError, withoutBlankValues } from './text';
import {
  COMPANIES_DIRECTORY_LIMITS as LIMITS,
  COMPANY_TYPE_VALUES,
  NATURES_OF_BUSINESS,
  POSTED_WITHIN_VALUES,
} from './vocabularies/companiesDirectory';
import { EXPERIENCE_BUCKETS } from './vocabularies/jobs';

export * from './vocabularies/companiesDirectory';
export * from './payloads/companiesDirectory';

/*
 * The companies directory's query (`GET /api/companies?…`, docs/product/companies.md#companies-directory,
 * ADR 020): the search text, the sidebar's filter groups and the page, each bounded, each problem
 * in words.
 */

const tooLong = (label: string) => `${label} must be at most ${LIMITS.text} characters`;

/**
 * A group of values joined by bare commas (`location=Pune,Mumbai`); a comma followed by a space
 * belongs to a value. Blank values dropped, repeats kept once.
 */
function valueList<Item extends z.ZodType<string, string>>(label: string, item: Item) {
  return inputText(label, { max: (LIMITS.text + 1) * LIMITS.values })
    .transform((raw) =>
      raw
        .split(/,(?!\s)/)
        .map((value) => value.trim())
        .filter((value) => value.length > 0),
    )
    .pipe(z.array(item).max(LIMITS.values, `${label}: choose at most ${LIMITS.values} values`))
    .transform((values) => [...new Set(values)]);
}

const freeValue = (label: string) =>
  inputText(label, { max: LIMITS.text, tooLong: tooLong(label) });
const choice = <const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) => z.enum(values, `${label} must be one of: ${values.join(', ')}`);

const EXPERIENCE_VALUES = EXPERIENCE_BUCKETS.map((bucket) => bucket.value) as [
  (typeof EXPERIENCE_BUCKETS)[number]['value'],
  ...(typeof EXPERIENCE_BUCKETS)[number]['value'][],
];

const pageNumber = pageParameter(LIMITS.maxPage);

/**
 * `GET /api/companies` query (the directory): unknown parameters refused. `industry` takes the
 * stored industries ("IT/ITES") or their seeker-facing groups ("IT Services"); `location` and
 * `department` any text the facets offer; `posted` one posting window.
 */
export const companiesDirectoryQuerySchema = z.preprocess(
  withoutBlankValues,
  z.strictObject(
    {
      q: freeValue('Search text').optional(),
      type: valueList('Company type', choice('Company type', COMPANY_TYPE_VALUES)).optional(),
      location: valueList('Location', freeValue('Location')).optional(),
      industry: valueList('Industry', freeValue('Industry')).optional(),
      department: valueList('Department', freeValue('Department')).optional(),
      experience: valueList('Experience', choice('Experience', EXPERIENCE_VALUES)).optional(),
      nature: valueList(
        'Nature of business',
        choice('Nature of business', NATURES_OF_BUSINESS),
      ).optional(),
      posted: choice('Job posting date', POSTED_WITHIN_VALUES).optional(),
      page: pageNumber,
    },
    { error: queryError },
  ),
);
export type CompaniesDirectoryQueryInput = z.input<typeof companiesDirectoryQuerySchema>;
export type CompaniesDirectoryQuery = z.output<typeof companiesDirectoryQuerySchema>;

/** `GET /api/companies/{companyId}/jobs` query: the page of the company's open jobs. */
export const companyJobsQuerySchema = z.preprocess(
  withoutBlankValues,
  z.strictObject({ page: pageNumber }, { error: queryError }),
);
export type CompanyJobsQuery = z.output<typeof companyJobsQuerySchema>;
