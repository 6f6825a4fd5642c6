import { Button } from '@rozgar/design-system';
import { candidateHeadingId, candidateName } from '../../resdex/candidateText';
import type { SearchResult } from '../../resdex/candidatesApi';
import { AddToFolder } from '../AddToFolder/AddToFolder';
import { InviteToApply } from '../InviteToApply/InviteToApply';
import { ResumeLink } from '../ResumeLink/ResumeLink';

type Candidate = SearchResult['candidates'][number];

/**
 * What a recruiter does with one candidate of the results: save or unsave them, add them to a
 * Resdex folder, invite them to apply to an open job, and open their resume when they have one. Each names its candidate (`aria-describedby` the card's heading).
 */
export function SearchResultActions({
  candidate,
  saved,
  onToggleSaved,
}: {
  candidate: Candidate;
  saved: boolean;
  onToggleSaved: () => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant={saved ? 'secondary' : 'primary'}
        aria-describedby={candidateHeadingId(candidate)}
        onClick={onToggleSaved}
      >
        {saved ? 'Unsave' : 'Save Candidate'}
      </Button>
      <AddToFolder
        candidateId={candidate.id}
        candidateName={candidateName(candidate)}
        describedBy={candidateHeadingId(candidate)}
      />
      <InviteToApply
        candidateId={candidate.id}
        candidateName={candidateName(candidate)}
        describedBy={candidateHeadingId(candidate)}
      />
      {candidate.resume_link ? (
        <ResumeLink href={candidate.resume_link} describedBy={candidateHeadingId(candidate)} />
      ) : null}
    </>
  );
}
