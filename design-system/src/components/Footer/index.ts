export {
  Footer,
  DEFAULT_SUPPORT_HOURS,
  defaultRecruiterLinks,
  defaultInformationLinks,
  defaultLegalLinks,
} from './Footer';
export type { FooterProps, FooterLink, FooterLinkGroup } from './Footer';
