import { useFormContext } from 'react-hook-form';
import type { SearchFormValues } from '../../resdex/searchForm';

/**
 * A resume search field's id, error and registration, read from the search form around it (the
 * `FormProvider` of the page), so each section of fields lives in its own component.
 */
export function useSearchField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SearchFormValues>();
  return (name: keyof SearchFormValues) => ({
    id: `resume-search-${name}`,
    error: (errors[name] as { message?: string } | undefined)?.message,
    ...register(name),
  });
}
