import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../Logo';
import {
  DEFAULT_SUPPORT_HOURS,
  defaultInformationLinks,
  defaultLegalLinks,
  defaultRecruiterLinks,
} from './footerLinks';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: ReadonlyArray<FooterLink>;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Support phone number, from configuration (e.g. "1800-102-5557"). */
  phone: string;
  /** Support e-mail address, from configuration. */
  email: string;
  /** Support hours shown next to the helpline. */
  supportHours?: string;
  /** Link component for internal links, e.g. react-router's `Link` (receives `to` and `href`). */
  linkAs?: ElementType;
  recruiterLinks?: ReadonlyArray<FooterLink>;
  informationLinks?: ReadonlyArray<FooterLink>;
  legalLinks?: ReadonlyArray<FooterLink>;
  /** Short line under the logo. */
  tagline?: ReactNode;
  /** Year in the copyright line (default: this year). */
  year?: number;
}

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.footerBackground};
  color: ${({ theme }) => theme.color.footerText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]} ${theme.space[6]}`};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.footerHeading};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const FooterAnchor = styled.a`
  color: ${({ theme }) => theme.color.footerText};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.color.footerHeading};
    text-decoration: underline;
  }
`;

const Helpline = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.footerHeading};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Address = styled.address`
  font-style: normal;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function LinkGroup({ group, linkAs }: { group: FooterLinkGroup; linkAs?: ElementType }) {
  const headingId = `footer-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId}>{group.title}</Heading>
      <List>
        {group.links.map((link) => (
          <li key={link.href}>
            <FooterAnchor
              as={linkAs ?? 'a'}
              {...(linkAs ? { to: link.href } : {})}
              href={link.href}
            >
              {link.label}
            </FooterAnchor>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * The site footer (docs/product/navigation-and-layout.md#footer): helpline, recruiter links,
 * information links, legal links and a contact section. Phone and e-mail come from configuration
 * through props.
 */
export function Footer({
  phone,
  email,
  supportHours = DEFAULT_SUPPORT_HOURS,
  linkAs,
  recruiterLinks = defaultRecruiterLinks,
  informationLinks = defaultInformationLinks,
  legalLinks = defaultLegalLinks,
  tagline = 'Jobs, companies and careers across India.',
  year = new Date().getFullYear(),
  ...rest
}: FooterProps) {
  return (
    <Wrapper {...rest}>
      <Inner>
        <section aria-labelledby="footer-helpline">
          <Logo inverse as={linkAs ?? 'a'} {...(linkAs ? { to: '/' } : {})} href="/" />
          <p>{tagline}</p>
          <Helpline>
            <span id="footer-helpline">Helpline</span>
            <strong>
              <FooterAnchor href={telHref(phone)}>{phone}</FooterAnchor>
            </strong>
            {supportHours}
          </Helpline>
        </section>
        <LinkGroup group={{ title: 'For recruiters', links: recruiterLinks }} linkAs={linkAs} />
        <LinkGroup group={{ title: 'Information', links: informationLinks }} linkAs={linkAs} />
        <LinkGroup group={{ title: 'Legal', links: legalLinks }} linkAs={linkAs} />
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">Contact us</Heading>
          <Address>
            <span>
              Phone: <FooterAnchor href={telHref(phone)}>{phone}</FooterAnchor>
            </span>
            <span>
              E-mail: <FooterAnchor href={`mailto:${email}`}>{email}</FooterAnchor>
            </span>
            <span>{supportHours}</span>
          </Address>
        </section>
      </Inner>
      <Bottom>© {year} Rozgar. All rights reserved.</Bottom>
    </Wrapper>
  );
}
