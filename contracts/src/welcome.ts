/*
 * The recruiter's getting-started checklist (docs/product/recruiter-tools-and-workspace.md#welcome):
 * its steps and texts, and the payload of GET /api/recruiter/welcome. It takes no body or query.
 */
export * from './vocabularies/welcome';
export * from './payloads/welcome';
