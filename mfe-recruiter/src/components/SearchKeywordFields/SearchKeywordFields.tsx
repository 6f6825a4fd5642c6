import { TextField } from '@rozgar/design-system';
import { KEYWORD_LIMITS } from '@rozgar/contracts/vocabularies';
import { useSearchField } from '../SearchForm/useSearchField';

/** The keyword box's most characters (the contracts' KEYWORD_LIMITS). */
const KEYWORD_MAX = KEYWORD_LIMITS.length;

/**
 * `/advanced-search`'s keywords: a Boolean query (AND, OR, NOT, phrases, brackets), any of a list
 * of words, and words that leave a candidate out (docs/product/resume-search-resdex.md).
 */
export function SearchKeywordFields() {
  const field = useSearchField();
  return (
    <>
      <TextField
        className="wide"
        label="All of these keywords"
        hint='Skills, roles, companies or resume words. Use AND, OR, NOT, "exact phrases" and brackets'
        maxLength={KEYWORD_MAX}
        {...field('keywords')}
      />
      <TextField
        label="Any of these keywords"
        hint="Separate with spaces or commas"
        {...field('anyKeywords')}
      />
      <TextField
        label="Excluding keywords"
        hint="Candidates with any of these are left out"
        {...field('excludeKeywords')}
      />
    </>
  );
}
