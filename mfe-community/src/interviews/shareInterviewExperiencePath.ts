/** The share-interview-experience page's path (docs/product/community-and-reviews.md). */
export const SHARE_INTERVIEW_EXPERIENCE_PATH = '/share-interview-experience';

/**
 * The share page's address, with the company filled in when the page is opened from a company's
 * reviews page (`?company_id=&company=`).
 */
export function shareInterviewExperiencePath(company?: { id: string; name: string }): string {
  if (!company) return SHARE_INTERVIEW_EXPERIENCE_PATH;
  const search = new URLSearchParams({ company_id: company.id, company: company.name });
  return `${SHARE_INTERVIEW_EXPERIENCE_PATH}?${search.toString()}`;
}
