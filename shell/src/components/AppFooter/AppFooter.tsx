import { Footer } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import {
  informationFooterLinks,
  legalFooterLinks,
  recruiterFooterLinks,
} from '../../config/footerLinks';
import { supportContact } from '../../config/supportContact';

/**
 * The portal footer (docs/product/navigation-and-layout.md#footer) with the support contact and
 * link groups from configuration.
 */
export function AppFooter() {
  return (
    <Footer
      phone={supportContact.phone}
      email={supportContact.email}
      supportHours={supportContact.hours}
      recruiterLinks={recruiterFooterLinks}
      informationLinks={informationFooterLinks}
      legalLinks={legalFooterLinks}
      linkAs={Link}
    />
  );
}
