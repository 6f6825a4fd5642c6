/** The company texts of docs/product/companies.md#company-profile, verbatim. */
export const LOGIN_TO_MANAGE = 'You must be logged in to manage a company profile.';
export const SAVE_FAILED = 'Failed to create/update company profile. Please try again.';
export const CREATED = 'Company Profile Created Successfully!';
export const UPDATED = 'Company Profile Updated Successfully!';
