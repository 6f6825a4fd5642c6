/** The path of the add-office-photos page (docs/product/community-and-reviews.md). */
export const ADD_OFFICE_PHOTOS_PATH = '/add-office-photos';

/** The page with a company already picked (from its reviews page, or back from logging in). */
export function addOfficePhotosPath(company?: { id: string; name: string }): string {
  if (!company?.id) return ADD_OFFICE_PHOTOS_PATH;
  const search = new URLSearchParams({ company_id: company.id, company: company.name });
  return `${ADD_OFFICE_PHOTOS_PATH}?${search.toString()}`;
}
