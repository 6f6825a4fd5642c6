export { Footer } from './Footer';
export {
  DEFAULT_SUPPORT_HOURS,
  defaultRecruiterLinks,
  defaultInformationLinks,
  defaultLegalLinks,
} from './footerLinks';
export type { FooterProps, FooterLink, FooterLinkGroup } from './Footer';
