import { TextField } from '@rozgar/design-system';
import { SEARCH_LIMITS } from '../../resdex/searchForm';
import { useSearchField } from '../SearchForm/useSearchField';

/** The resume search's Education Details. */
export function SearchEducationFields() {
  const field = useSearchField();
  return (
    <>
      <TextField label="Education level" maxLength={SEARCH_LIMITS.text} {...field('education')} />
      <TextField label="Field of study" maxLength={SEARCH_LIMITS.text} {...field('fieldOfStudy')} />
      <TextField label="Institution" maxLength={SEARCH_LIMITS.text} {...field('institution')} />
      <TextField
        label="Graduation year"
        inputMode="numeric"
        maxLength={4}
        {...field('graduationYear')}
      />
      <TextField
        className="wide"
        label="Other education details"
        maxLength={SEARCH_LIMITS.text}
        {...field('educationDetailed')}
      />
    </>
  );
}
