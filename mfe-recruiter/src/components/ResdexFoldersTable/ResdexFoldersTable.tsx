import { formatDate } from '@rozgar/design-system/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ResdexFolder } from '../../resdex/foldersApi';

const Scroll = styled.div`
  overflow-x: auto;
  /* Scrolls within the width it is given; never widens the page around it (issue 17). */
  contain: inline-size;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td:first-child {
    overflow-wrap: anywhere;
    min-width: 8rem;
  }
  .number {
    text-align: right;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ResdexFoldersTableProps {
  folders: ResdexFolder[];
  /** The table's accessible name ("Resdex folders"). */
  label: string;
  /** The folder shown now, marked as the current one. */
  currentId?: string | null;
  /** The actions of each folder (rename, delete), in a last column when given. */
  actions?: (folder: ResdexFolder) => ReactNode;
}

/**
 * The recruiter's Resdex folders as a table: name (a link opening the folder), candidates and
 * last update (docs/product/recruiter-tools-and-workspace.md#resdex-folders); the dashboard shows
 * it without actions. Scrolls sideways on a narrow screen rather than squeezing.
 */
export function ResdexFoldersTable({
  folders,
  label,
  currentId,
  actions,
}: ResdexFoldersTableProps) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Folder</th>
            <th scope="col" className="number">
              Candidates
            </th>
            <th scope="col">Last update</th>
            {actions ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {folders.map((folder) => (
            <tr key={folder.id}>
              <td>
                <Link
                  to={`/resdex-folders?folder=${folder.id}`}
                  aria-current={folder.id === currentId ? 'true' : undefined}
                >
                  {folder.name}
                </Link>
              </td>
              <td className="number">{folder.count}</td>
              <td>{formatDate(folder.updated_at)}</td>
              {actions ? (
                <td>
                  <Actions>{actions(folder)}</Actions>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
