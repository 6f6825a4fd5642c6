import type { CandidateCard as Candidate } from './candidatesApi';

export const NOT_GIVEN = 'Not provided';

/**
 * The name a card shows ("Unknown Candidate" when there is none:
 * docs/product/resume-search-resdex.md#results).
 */
export const candidateName = (candidate: Candidate) =>
  candidate.full_name?.trim() || 'Unknown Candidate';

/** Experience as the BFF gives it: years as a number ("3 years"), or a text as it is. */
export const experienceText = (experience: Candidate['experience']) => {
  if (experience === null || experience === undefined || experience === '') return NOT_GIVEN;
  if (typeof experience === 'number') return `${experience} ${experience === 1 ? 'year' : 'years'}`;
  return experience;
};

/**
 * The skills, all of them or the first `limit` then "+{n} more"
 * (docs/product/resume-search-resdex.md#saved-candidates).
 */
export function skillsText(skills: Candidate['skills'], limit?: number) {
  const list = skills ?? [];
  if (list.length === 0) return NOT_GIVEN;
  if (limit === undefined || list.length <= limit) return list.join(', ');
  return `${list.slice(0, limit).join(', ')} +${list.length - limit} more`;
}

/** The id of the card's heading: actions point at it with `aria-describedby`. */
export const candidateHeadingId = (candidate: Candidate) => `candidate-${candidate.id}-name`;
