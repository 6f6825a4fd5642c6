/*
 * A recruiter account's plan and quotas (ADR 022, docs/product/recruiter-tools-and-workspace.md#plan-and-quotas):
 * the vocabulary and texts, and the payload of GET /api/recruiter/quota-usage. The API takes no body
 * for them: a metered action (opening a candidate's resume) is refused with 403 and
 * QUOTA_TEXTS' text once used up.
 */
export * from './vocabularies/plan';
export * from './payloads/plan';
