import { Button, Card, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { resdexFoldersQuery } from '../../data/folderQueries';
import { candidateSearchesQuery } from '../../data/queries';
import { ResdexFoldersTable } from '../ResdexFoldersTable/ResdexFoldersTable';
import { ResdexSearchesList } from '../ResdexSearchesList/ResdexSearchesList';

/** Folders the dashboard's table shows; the rest are on /resdex-folders. */
const FOLDERS_SHOWN = 5;

const Panels = styled.div`
  display: grid;
  /* No wider than the page: the folders table scrolls inside it (320 px, issue 17). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/**
 * The dashboard's Resdex folders table (name, candidates, last update) and Resdex searches panel
 * (saved and recent searches with "{n} new" since their last run, each with Run), the same
 * figures as /resdex-folders and /resdex-searches
 * (docs/product/recruiter-tools-and-workspace.md#recruiter-dashboard-additions).
 */
export function ResdexPanels() {
  const folders = useQuery(resdexFoldersQuery());
  const searches = useQuery(candidateSearchesQuery());
  const navigate = useNavigate();
  return (
    <Panels>
      <Card as="section" aria-labelledby="resdex-folders-heading">
        <Head>
          <h2 id="resdex-folders-heading">Resdex Folders</h2>
          <Button as={Link} to="/resdex-folders" variant="secondary" size="sm">
            Manage folders
          </Button>
        </Head>
        <QueryState
          query={folders}
          loading={<p aria-busy="true">Loading...</p>}
          errorFallback="Failed to load your folders"
          renderError={({ message }) => <p role="alert">Error: {message}</p>}
          isEmpty={(list) => list.length === 0}
          empty={<p>No folders yet</p>}
        >
          {(list) => (
            <ResdexFoldersTable
              folders={list.slice(0, FOLDERS_SHOWN)}
              label="Your folders, last updated first"
            />
          )}
        </QueryState>
      </Card>
      <Card as="section" aria-labelledby="resdex-searches-heading">
        <Head>
          <h2 id="resdex-searches-heading">Resdex Searches</h2>
          <Button as={Link} to="/resdex-searches" variant="secondary" size="sm">
            Manage searches
          </Button>
        </Head>
        <QueryState
          query={searches}
          loading={<p aria-busy="true">Loading...</p>}
          errorFallback="Failed to load your searches"
          renderError={({ message }) => <p role="alert">Error: {message}</p>}
        >
          {(data) => (
            <ResdexSearchesList
              searches={data}
              headingLevel="h3"
              idPrefix="dashboard-searches"
              onRun={(criteria) =>
                navigate('/advanced-search', { state: { applySearch: criteria } })
              }
            />
          )}
        </QueryState>
      </Card>
    </Panels>
  );
}
