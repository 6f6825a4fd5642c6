import { INDUSTRIES } from '@rozgar/contracts/vocabularies';

/** "1 open job", "12 open jobs". */
export const openJobsText = (count: number) => (count === 1 ? '1 open job' : `${count} open jobs`);

/** "1 review", "12 reviews". */
export const reviewsText = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** "1 company", "1,525 companies". */
export const companiesText = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'company' : 'companies'}`;

/** The address of a company's page. */
export const companyHref = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

/**
 * A company's industry as seekers read it: a stored industry ("IT/ITES") by its group ("IT
 * Services"), as the filters name it; any other text as it is.
 */
export const industryText = (industry: string) =>
  INDUSTRIES.find((entry) => entry.value === industry)?.group ?? industry;
