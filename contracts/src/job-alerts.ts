import { z } from 'zod';
import { jobSearchFilterShape } from './job-search';
import { bodyError, inputText, queryError } from './text';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX,
  JOB_ALERT_TEXTS,
  UNSUBSCRIBE_TEXTS,
} from './vocabularies/job-alerts';

export * from './vocabularies/job-alerts';
export * from './payloads/job-alerts';

/*
 * Job alerts (docs/product/notifications-and-alerts.md, "Job alerts"): the bodies of
 * POST /api/job-alerts and PATCH /api/job-alerts/{id}, and the query of /api/unsubscribe. What
 * the API answers is in ./payloads/job-alerts (zod/mini).
 */

/** The search's parameters a job alert does not keep: paging and order (the /jobs URL has them). */
const PAGING_AND_ORDER = new Set(['page', 'pageSize', 'sort']);

/**
 * The search as a body sends it: the `/jobs` query's parameters as they are (groups as one
 * comma-joined text: `"locations": "Pune,Mumbai"`) or with the groups as lists
 * (`"locations": ["Pune", "Mumbai"]`), years as numbers or digits. Blank values are left out,
 * and so are `page`, `pageSize` and `sort`, so a client may send its /jobs URL's parameters.
 */
function searchAsQuery(search: unknown): unknown {
  if (!search || typeof search !== 'object' || Array.isArray(search)) return search;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (PAGING_AND_ORDER.has(key)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      const items = value.map((item) => item.trim()).filter((item) => item.length > 0);
      if (items.length > 0) kept[key] = items.join(',');
      continue;
    }
    kept[key] = value;
  }
  return kept;
}

/** A job alert's search: the job search's filters (ADR 009), parsed as the search parses them. */
export const jobAlertSearchBodySchema = z.preprocess(
  searchAsQuery,
  z.strictObject(jobSearchFilterShape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys')
        return `Unknown search filter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      if (issue.code === 'invalid_type')
        return 'search must be an object of the job search filters';
      return undefined;
    },
  }),
);
export type JobAlertSearchBody = z.output<typeof jobAlertSearchBodySchema>;

const alertName = inputText('Alert name', {
  max: JOB_ALERT_NAME_MAX,
  tooLong: JOB_ALERT_TEXTS.nameTooLong,
}).min(1, JOB_ALERT_TEXTS.nameRequired);
const frequency = z.enum(JOB_ALERT_FREQUENCIES, JOB_ALERT_TEXTS.frequencyInvalid);

/**
 * POST /api/job-alerts: the search (every open job when left out), the name (from the search when
 * left out: `defaultJobAlertName`) and the frequency (`instant` when left out).
 */
export const jobAlertCreateBodySchema = z.strictObject(
  {
    name: alertName.optional(),
    frequency: frequency.default('instant'),
    search: jobAlertSearchBodySchema.default({}),
  },
  { error: bodyError },
);
export type JobAlertCreateBody = z.output<typeof jobAlertCreateBodySchema>;

/** PATCH /api/job-alerts/{id}: any of the name, the frequency, paused and the search. */
export const jobAlertUpdateBodySchema = z
  .strictObject(
    {
      name: alertName.optional(),
      frequency: frequency.optional(),
      paused: z.boolean(JOB_ALERT_TEXTS.pausedInvalid).optional(),
      search: jobAlertSearchBodySchema.optional(),
    },
    { error: bodyError },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: JOB_ALERT_TEXTS.nothingToChange,
  });
export type JobAlertUpdateBody = z.output<typeof jobAlertUpdateBodySchema>;

/** GET/POST /api/unsubscribe?token=: the signed token of an alert mail's link. */
export const unsubscribeQuerySchema = z.strictObject(
  {
    token: inputText('token', {
      max: 512,
      trim: false,
      notText: UNSUBSCRIBE_TEXTS.missingToken,
    }).min(1, UNSUBSCRIBE_TEXTS.missingToken),
  },
  { error: queryError },
);
export type UnsubscribeQuery = z.output<typeof unsubscribeQuerySchema>;
