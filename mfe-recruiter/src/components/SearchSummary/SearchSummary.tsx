import { Button } from '@rozgar/design-system';
import { criteriaLabel } from '@rozgar/contracts/vocabularies';
import styled from 'styled-components';
import type { CandidateCriteria } from '../../resdex/candidatesApi';

/** The full search's criteria once it has results: what was searched and "Edit search". */
const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * `/advanced-search` with results: the folded form as one line of what was searched, and
 * "Edit search" to open it again (docs/product/resume-search-resdex.md#resume-search).
 */
export function SearchSummary({
  criteria,
  onEdit,
}: {
  criteria: CandidateCriteria;
  onEdit: () => void;
}) {
  return (
    <Summary aria-label="Your search">
      <p>
        <strong>Searched: </strong>
        {criteriaLabel(criteria) || 'All candidates'}
      </p>
      <Button
        variant="secondary"
        aria-expanded="false"
        aria-controls="resume-search-form"
        onClick={onEdit}
      >
        Edit search
      </Button>
    </Summary>
  );
}
