import type { ContributeSalaryInput } from '@rozgar/contracts/salary';
import { savedSalarySchema, type SavedSalary } from '@rozgar/contracts/payloads/salary';
import { apiFetch } from '@rozgar/design-system';

/*
 * Contributed salaries as the BFF takes them (docs/product/community-and-reviews.md, "Contribute
 * salary"): the answer is parsed with the contracts' payload schema (zod/mini); the body is the
 * contracts' type only, so the remote's bundle carries no full zod.
 */

export type { ContributeSalaryInput, SavedSalary };

/** `POST /api/salaries`: stores the caller's salary anonymously. */
export async function contributeSalary(input: ContributeSalaryInput): Promise<SavedSalary> {
  return savedSalarySchema.parse(await apiFetch('/api/salaries', { method: 'POST', body: input }));
}
