import { Button, EmptyState, isLoggedOut } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddToFolder } from '../../components/AddToFolder/AddToFolder';
import { InviteToApply } from '../../components/InviteToApply/InviteToApply';
import { CandidateCard } from '../../components/CandidateCard/CandidateCard';
import { PageQueryState } from '../../components/PageQueryState/PageQueryState';
import { candidateHeadingId, candidateName } from '../../resdex/candidateText';
import { Page } from '../../components/RecruiterOnly/Page';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { ResumeLink } from '../../components/ResumeLink/ResumeLink';
import { savedCandidatesQuery } from '../../data/queries';
import { useSavedToggle } from '../../resdex/useSavedToggle';

const LOGIN_TO_VIEW = 'Please log in to see your saved candidates.';
/**
 * A saved candidate shows its first three skills, then "+{n} more"
 * (docs/product/resume-search-resdex.md#saved-candidates).
 */
const SKILLS_SHOWN = 3;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Star = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.35rem;
  line-height: 1;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.warning};
    border-color: ${({ theme }) => theme.tone.yellow.border};
    background: ${({ theme }) => theme.tone.yellow.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Resume = styled(ResumeLink)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const HEADING = <h1>Saved Candidates</h1>;

function SavedCandidates() {
  const candidates = useQuery(savedCandidatesQuery());
  /** A save or unsave found the session gone. */
  const [loggedOut, setLoggedOut] = useState(false);
  const handleLoggedOut = useCallback((error: unknown) => {
    if (!isLoggedOut(error)) return false;
    setLoggedOut(true);
    return true;
  }, []);
  const { isSaved, toggle } = useSavedToggle(handleLoggedOut);
  const loginPrompt = (
    <LoginPrompt
      title={LOGIN_TO_VIEW}
      next="/saved-candidates"
      purpose="see the candidates you saved"
    />
  );

  if (loggedOut) return loginPrompt;
  return (
    <PageQueryState
      heading={HEADING}
      query={candidates}
      errorFallback="Failed to load saved candidates"
      loginPrompt={loginPrompt}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          title="No candidates saved yet"
          description="Save candidates from a resume search and they will show here."
          action={
            <Button as={Link} to="/search-resume">
              Search resumes
            </Button>
          }
        />
      }
    >
      {(list) => (
        <>
          <p>
            Candidates stay here until you unsave them with the star. Unsaved by mistake? Press the
            star again.
          </p>
          <Grid aria-label="Saved candidates">
            {list.map((candidate) => {
              const name = candidateName(candidate);
              const saved = isSaved(candidate);
              return (
                <li key={candidate.id}>
                  <CandidateCard
                    candidate={candidate}
                    skillsLimit={SKILLS_SHOWN}
                    headingLevel="h2"
                    actions={
                      <>
                        <Star
                          type="button"
                          aria-pressed={saved}
                          aria-label={`Save ${name}`}
                          title={`Save ${name}`}
                          onClick={() => void toggle(candidate, name)}
                        >
                          <span aria-hidden="true">{saved ? '★' : '☆'}</span>
                        </Star>
                        <AddToFolder
                          candidateId={candidate.id}
                          candidateName={name}
                          describedBy={candidateHeadingId(candidate)}
                        />
                        <InviteToApply
                          candidateId={candidate.id}
                          candidateName={name}
                          describedBy={candidateHeadingId(candidate)}
                        />
                        {candidate.resume_link ? (
                          <Resume
                            href={candidate.resume_link}
                            describedBy={candidateHeadingId(candidate)}
                          />
                        ) : null}
                      </>
                    }
                  />
                </li>
              );
            })}
          </Grid>
        </>
      )}
    </PageQueryState>
  );
}

/**
 * `/saved-candidates` (docs/product/resume-search-resdex.md#saved-candidates, ADR 012): the
 * recruiter's saved candidates.
 */
export function SavedCandidatesPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt
          title={LOGIN_TO_VIEW}
          next="/saved-candidates"
          purpose="see the candidates you saved"
        />
      }
    >
      {(user) => (
        <Page>
          <SavedCandidates key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
