import {
  quotaUsagePayloadSchema,
  type Plan,
  type QuotaDay,
  type QuotaUsage,
  type QuotaUsagePayload,
} from '@rozgar/contracts/payloads/plan';
import { apiFetch } from '@rozgar/design-system';

/*
 * The account's plan and quotas (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas,
 * ADR 022): /quota-usage and the dashboard's quota carousel read the same answer.
 */

export type { Plan, QuotaDay, QuotaUsage, QuotaUsagePayload };

/** `GET /api/recruiter/quota-usage`: the plan and each quota with its last 30 days. */
export async function fetchQuotaUsage(): Promise<QuotaUsagePayload> {
  return quotaUsagePayloadSchema.parse(await apiFetch('/api/recruiter/quota-usage'));
}
