import { useFormContext } from 'react-hook-form';
import type { PostJobValues } from '../../jobs/postJobForm';

/**
 * A Post a Job field's id, error and registration, read from the form around it (a
 * `FormProvider` of PostJobForm), so a section or an extra action can live in its own component.
 */
export function useJobField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostJobValues>();
  return (name: keyof PostJobValues) => ({
    id: `post-job-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });
}
