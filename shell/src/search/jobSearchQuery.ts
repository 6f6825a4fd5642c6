/**
 * The landing page's search form (docs/product/jobs-search-and-details.md#landing-page-search)
 * turned into the `/jobs` query string.
 */
export interface JobSearchInput {
  query: string;
  experience: string;
  location: string;
}

export interface ExperienceRange {
  min: number;
  /** Only set when nonzero. */
  max?: number;
}

function numberOrZero(text: string | undefined): number {
  const value = Number.parseFloat((text ?? '').trim());
  return Number.isFinite(value) ? value : 0;
}

/**
 * "2-5" → { min: 2, max: 5 }. Split on a hyphen; anything that is not a number counts as 0; a
 * max applies only when nonzero; an empty input means no filter (null).
 */
export function parseExperienceRange(input: string): ExperienceRange | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const [minText, maxText] = trimmed.split('-');
  const min = numberOrZero(minText);
  const max = numberOrZero(maxText);
  return max !== 0 ? { min, max } : { min };
}

/** The `/jobs?…` URL for a search; empty inputs add no parameter. */
export function jobSearchUrl(input: JobSearchInput): string {
  const params = new URLSearchParams();
  const query = input.query.trim();
  const location = input.location.trim();
  if (query) params.set('q', query);
  const experience = parseExperienceRange(input.experience);
  if (experience) {
    params.set('minExp', String(experience.min));
    if (experience.max !== undefined) params.set('maxExp', String(experience.max));
  }
  if (location) params.set('location', location);
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}
