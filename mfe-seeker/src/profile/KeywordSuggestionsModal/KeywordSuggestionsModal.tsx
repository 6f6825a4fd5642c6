import { Button, Modal, QueryState, Spinner } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import { keywordSuggestionsQuery } from '../../data/queries';
import { DEFAULT_LOAD_ERROR, NO_KEYWORDS } from '../messages';

const Keywords = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Added = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const has = (skills: readonly string[], keyword: string) =>
  skills.some((skill) => skill.toLocaleLowerCase('en') === keyword.toLocaleLowerCase('en'));

function Suggestions({
  skills,
  onAdd,
}: {
  skills: readonly string[];
  onAdd: (keyword: string) => Promise<void>;
}) {
  const query = useQuery(keywordSuggestionsQuery());
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (keyword: string) => {
    setAdding(keyword);
    try {
      await onAdd(keyword);
    } catch {
      /* the caller has told the user */
    } finally {
      setAdding(null);
    }
  };

  return (
    <QueryState
      query={query}
      loading={<Spinner label="Loading suggested keywords" />}
      errorFallback={DEFAULT_LOAD_ERROR}
      renderError={({ message, retry }) => <InlineLoadError message={message} retry={retry} />}
      isEmpty={(keywords) => keywords.length === 0}
      empty={<Muted>{NO_KEYWORDS}</Muted>}
    >
      {(keywords) => (
        <Keywords aria-label="Suggested keywords">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <span>{keyword}</span>
              {has(skills, keyword) ? (
                <Added>Added</Added>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`Add ${keyword} to your skills`}
                  loading={adding === keyword}
                  onClick={() => void add(keyword)}
                >
                  Add
                </Button>
              )}
            </li>
          ))}
        </Keywords>
      )}
    </QueryState>
  );
}

/**
 * The suggested resume keywords (`GET /api/profile/keyword-suggestions`): skills of the jobs the
 * seeker applied to that the profile lacks, each added to the key skills with one click.
 */
export function KeywordSuggestionsModal({
  open,
  skills,
  onAdd,
  onClose,
}: {
  open: boolean;
  skills: readonly string[];
  onAdd: (keyword: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Suggested keywords"
      description="Skills asked for by the jobs you applied to that your profile does not list yet."
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {open ? <Suggestions skills={skills} onAdd={onAdd} /> : null}
    </Modal>
  );
}
