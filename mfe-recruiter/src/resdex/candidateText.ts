import type { CandidateCard as Candidate } from './candidatesApi';

export const NOT_GIVEN = 'Not provided';

/**
 * The name a card shows ("Unknown Candidate" when there is none:
 * docs/product/resume-search-resdex.md#results).
 */
export const candidateName = (candidate: Candidate) =>
  candidate.full_name?.trim() || 'Unknown Candidate';

/** Experience as the BFF gives it: years ("3 years"), or none. */
export const experienceText = (experience: Candidate['experience']) =>
  experience === null ? NOT_GIVEN : `${experience} ${experience === 1 ? 'year' : 'years'}`;

/**
 * The skills, all of them or the first `limit` then "+{n} more"
 * (docs/product/resume-search-resdex.md#saved-candidates).
 */
export function skillsText(skills: Candidate['skills'], limit?: number) {
  if (skills.length === 0) return NOT_GIVEN;
  if (limit === undefined || skills.length <= limit) return skills.join(', ');
  return `${skills.slice(0, limit).join(', ')} +${skills.length - limit} more`;
}

/** The id of the card's heading: actions point at it with `aria-describedby`. */
export const candidateHeadingId = (candidate: Candidate) => `candidate-${candidate.id}-name`;
