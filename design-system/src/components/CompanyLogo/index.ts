export { CompanyLogo } from './CompanyLogo';
export type { CompanyLogoProps } from './CompanyLogo';
export { companyInitials } from './companyInitials';
