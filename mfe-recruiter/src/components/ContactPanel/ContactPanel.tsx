import { Card } from '@rozgar/design-system';
import styled from 'styled-components';
import { supportContact, telHref } from './supportContact';

const Panel = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The dashboard's contact panel (docs/product/recruiter-tools-and-workspace.md#recruiter-dashboard):
 * the support phone, its hours and the support e-mail, the same contact as the footer's.
 */
export function ContactPanel() {
  return (
    <Panel as="section" aria-labelledby="contact-panel-heading">
      <h2 id="contact-panel-heading">Need help?</h2>
      <p>Our recruiter support team is here for your postings, plan and Resdex.</p>
      <Details>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(supportContact.phone)}>{supportContact.phone}</a>
        </dd>
        <dt>Hours</dt>
        <dd>{supportContact.hours}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
        </dd>
      </Details>
    </Panel>
  );
}
