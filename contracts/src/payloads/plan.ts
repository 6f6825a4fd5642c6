import { z } from 'zod/mini';
import { QUOTA_CATEGORIES, QUOTA_STATUSES } from '../vocabularies/plan';
import { count, someText } from './common';

/*
 * A recruiter account's plan and quotas as the API sends them (ADR 022,
 * docs/product/recruiter-tools-and-workspace.md#plan-and-quotas).
 */

/** A day as YYYY-MM-DD (India time). */
const isoDay = z.iso.date();

/**
 * The account's plan: open jobs allowed, resume views and candidate invites per month, sub-user
 * seats. One per account owner (today the recruiter who registered; sub-users will share it).
 */
export const planSchema = z.object({
  job_limit: count,
  resume_views_per_month: count,
  candidate_invites_per_month: count,
  sub_user_seats: count,
});
export type Plan = z.infer<typeof planSchema>;

/**
 * One quota as a card: used of `limit`, `left`, the whole `percent` used, its state, and the day
 * it starts again (`resets_on`, the first of next month; null for job postings, which count the
 * open jobs: closing one frees its slot).
 */
export const quotaCardSchema = z.object({
  category: z.enum(QUOTA_CATEGORIES),
  title: someText,
  status: z.enum(QUOTA_STATUSES),
  used: count,
  left: count,
  percent: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  limit: count,
  resets_on: z.nullable(isoDay),
});
export type QuotaCard = z.infer<typeof quotaCardSchema>;

/** How much of a quota was used on one day (jobs posted, resumes opened, invites sent). */
export const quotaDaySchema = z.object({ date: isoDay, used: count });
export type QuotaDay = z.infer<typeof quotaDaySchema>;

/** A quota card with its last 30 days, oldest first, today last, a day without use as 0. */
export const quotaUsageSchema = z.extend(quotaCardSchema, { history: z.array(quotaDaySchema) });
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/** GET /api/recruiter/quota-usage (recruiter): the plan and each quota, in QUOTA_CATEGORIES order. */
export const quotaUsagePayloadSchema = z.object({
  plan: planSchema,
  quotas: z.array(quotaUsageSchema),
});
export type QuotaUsagePayload = z.infer<typeof quotaUsagePayloadSchema>;
