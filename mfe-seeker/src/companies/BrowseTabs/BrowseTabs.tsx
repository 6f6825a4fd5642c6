import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs } from '../../components/Tabs/Tabs';
import type { DirectoryFacetOption, DirectoryFacets } from '../companiesApi';
import {
  directoryHref,
  withOnly,
  type DirectoryGroup,
  type DirectorySearch,
} from '../directorySearch';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const BROWSE: ReadonlyArray<{ id: DirectoryGroup; label: string; noun: string }> = [
  { id: 'type', label: 'By type', noun: 'type' },
  { id: 'industry', label: 'By industry', noun: 'industry' },
  { id: 'location', label: 'By location', noun: 'location' },
];

function LinkList({
  options,
  search,
  group,
  noun,
}: {
  options: ReadonlyArray<DirectoryFacetOption>;
  search: DirectorySearch;
  group: DirectoryGroup;
  noun: string;
}) {
  if (options.length === 0) return <p>No companies by {noun} for this search.</p>;
  return (
    <Links aria-label={`Companies by ${noun}`}>
      {options.map((option) => (
        <li key={option.value}>
          <Link to={directoryHref(withOnly(search, group, option.value))}>
            {option.label} ({option.count.toLocaleString('en-IN')})
          </Link>
        </li>
      ))}
    </Links>
  );
}

/**
 * "Browse companies" by type, by industry and by location (docs/product/companies.md#companies-directory):
 * tabs whose panels are link lists; a link lists the companies of that value alone within the
 * rest of the current search, with the count the facets give.
 */
export function BrowseTabs({
  facets,
  search,
}: {
  facets: DirectoryFacets;
  search: DirectorySearch;
}) {
  const [selected, setSelected] = useState<DirectoryGroup>('type');
  return (
    <Section aria-labelledby="browse-companies-heading">
      <h2 id="browse-companies-heading">Browse companies</h2>
      <Tabs
        label="Browse companies"
        selectedId={selected}
        onSelect={(id) => setSelected(id as DirectoryGroup)}
        tabs={BROWSE.map(({ id, label, noun }) => ({
          id,
          label,
          panel: <LinkList options={facets[id]} search={search} group={id} noun={noun} />,
        }))}
      />
    </Section>
  );
}
