import { Footer } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import { supportContact } from '../../config/supportContact';

/** The portal footer (spec 01 §2) with the support contact from configuration. */
export function AppFooter() {
  return <Footer phone={supportContact.phone} email={supportContact.email} linkAs={Link} />;
}
