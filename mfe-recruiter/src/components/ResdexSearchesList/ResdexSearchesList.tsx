import { Badge, Button, Card, DividedList } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type {
  CandidateCriteria,
  CandidateSearches,
  RecentSearch,
  SavedSearch,
} from '../../resdex/candidatesApi';

/** Recent searches kept (docs/product/resume-search-resdex.md#recent-and-saved-searches). */
const RECENT_SHOWN = 5;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ResdexSearchesListProps {
  searches: CandidateSearches;
  /** Runs a search (opens the advanced search with its criteria). */
  onRun: (criteria: CandidateCriteria) => void;
  /** Rename and delete a saved search: given on /resdex-searches, not on the dashboard. */
  onRename?: (search: SavedSearch) => void;
  onDelete?: (search: SavedSearch) => void;
  /** The sections' heading level: h2 under a page's h1, h3 in a dashboard panel. */
  headingLevel?: 'h2' | 'h3';
  /** Prefix of the sections' heading ids (two lists on one page stay apart). */
  idPrefix?: string;
}

const label = (query: string) => query || 'All candidates';
const profilesText = (profiles: number) => `${profiles} ${profiles === 1 ? 'profile' : 'profiles'}`;

/** "{n} profiles", "{k} new" and when the search last ran. */
function SearchFigures({
  search,
  lastRun,
}: {
  search: RecentSearch | SavedSearch;
  lastRun: string;
}) {
  return (
    <Figures className="muted">
      <span>{profilesText(search.profiles)}</span>
      <Badge tone={search.new_since_last_run > 0 ? 'green' : 'grey'} size="sm">
        {search.new_since_last_run} new
      </Badge>
      <span>since the last run on {formatDate(lastRun)}</span>
    </Figures>
  );
}

/**
 * The recruiter's recent (5) and saved Resdex searches
 * (docs/product/recruiter-tools-and-workspace.md#resdex-searches), each with the candidates
 * matching it now and how many of them signed up since it last ran ("{k} new"); Run, and on the
 * page Rename and Delete for a saved one.
 */
export function ResdexSearchesList({
  searches,
  onRun,
  onRename,
  onDelete,
  headingLevel: Heading = 'h2',
  idPrefix = 'resdex-searches',
}: ResdexSearchesListProps) {
  const recentId = `${idPrefix}-recent`;
  const savedId = `${idPrefix}-saved`;
  const run = (criteria: CandidateCriteria, name: string): ReactNode => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Run ${name}`}
      onClick={() => onRun(criteria)}
    >
      Run
    </Button>
  );
  return (
    <Columns>
      <Card as="section" aria-labelledby={savedId}>
        <Heading id={savedId}>Saved Searches</Heading>
        {searches.saved.length === 0 ? (
          <Muted>No saved searches</Muted>
        ) : (
          <DividedList aria-labelledby={savedId}>
            {searches.saved.map((search) => (
              <li key={search.id}>
                <p>
                  <strong>{search.title}</strong>
                </p>
                <p className="muted">{label(search.query)}</p>
                <SearchFigures search={search} lastRun={search.last_run_at} />
                <Row>
                  {run(search.criteria, search.title)}
                  {onRename ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Rename saved search ${search.title}`}
                      onClick={() => onRename(search)}
                    >
                      Rename
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete saved search ${search.title}`}
                      onClick={() => onDelete(search)}
                    >
                      Delete
                    </Button>
                  ) : null}
                </Row>
              </li>
            ))}
          </DividedList>
        )}
      </Card>
      <Card as="section" aria-labelledby={recentId}>
        <Heading id={recentId}>Recent Searches</Heading>
        {searches.recent.length === 0 ? (
          <Muted>No recent searches</Muted>
        ) : (
          <DividedList aria-labelledby={recentId}>
            {searches.recent.slice(0, RECENT_SHOWN).map((search) => (
              <li key={search.id}>
                <p>{label(search.query)}</p>
                <SearchFigures search={search} lastRun={search.searched_at} />
                <Row>{run(search.criteria, `recent search: ${label(search.query)}`)}</Row>
              </li>
            ))}
          </DividedList>
        )}
      </Card>
    </Columns>
  );
}
