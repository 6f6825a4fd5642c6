import { Badge, Card, CompanyLogo, TagList, VisuallyHidden } from '@rozgar/design-system';
import styled from 'styled-components';
import type { CompanyPage } from '../companiesApi';
import { industryText, openJobsText } from '../companyDisplay';
import { RatingStar } from '../RatingStar/RatingStar';

const Header = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  div {
    display: grid;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * A company page's profile (docs/product/companies.md#company-page): logo, name (the page's
 * heading), rating with its reviews or "No reviews yet", what it does and where, its size, founded
 * year and natures of business when known, tags, description and its own links. Only what the
 * public profile gives: never the owner's contact details.
 */
export function CompanyHeader({ profile }: { profile: CompanyPage['profile'] }) {
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const facts: Array<[string, string]> = [
    ['Industry', profile.industry ? industryText(profile.industry) : ''],
    ['Location', place],
    ['Company size', profile.size ? `${profile.size} employees` : ''],
    ['Founded', profile.founded ? String(profile.founded) : ''],
    ['Nature of business', profile.nature_of_business.join(', ')],
    ['Open jobs', openJobsText(profile.open_jobs)],
  ];
  const links: Array<[string, string | null]> = [
    ['Website', profile.website],
    ['LinkedIn', profile.linkedin],
    ['Twitter', profile.twitter],
    ['Facebook', profile.facebook],
  ];
  return (
    <Header forwardedAs="header" padding="lg">
      <CompanyLogo name={profile.name} logo={profile.logo} size={96} />
      <Body>
        <div>
          <h1>{profile.name}</h1>
          {profile.rating ? <RatingStar rating={profile.rating} /> : <Muted>No reviews yet</Muted>}
        </div>
        <Facts>
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </Facts>
        {profile.tags.length > 0 && (
          <TagList aria-label="Tags">
            {profile.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </TagList>
        )}
        {profile.description && <p>{profile.description}</p>}
        {links.some(([, href]) => href) && (
          <Links aria-label={`${profile.name} online`}>
            {links
              .filter((link): link is [string, string] => Boolean(link[1]))
              .map(([label, href]) => (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
          </Links>
        )}
      </Body>
    </Header>
  );
}
