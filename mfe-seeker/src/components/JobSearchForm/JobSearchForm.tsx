import { Button, TextField } from '@rozgar/design-system';
import { useEffect } from 'react';
import styled from 'styled-components';
import { JOB_SEARCH_TEXTS } from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { MAX_EXPERIENCE_YEARS, TEXT_LIMIT } from '../../jobs/jobSearch';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  /* On a phone the two experience fields share a row, and Location shares one with Search, so
     the first job stays in the first screen down to 320 px (docs/product/jobs-search-and-details.md). */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  > * {
    grid-column: 1 / -1;
  }
  > :nth-child(2),
  > :nth-child(3),
  > :nth-child(4) {
    grid-column: auto;
  }
  > button {
    grid-column: auto;
    align-self: end;
  }
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1.5fr auto;
    > *,
    > :nth-child(2),
    > :nth-child(3),
    > :nth-child(4) {
      grid-column: auto;
    }
    > button {
      align-self: start;
      margin-top: 26px;
    }
  }
`;

const years = z.string().check(
  z.trim(),
  z.refine((value) => {
    if (value === '') return true;
    const number = Number(value);
    return Number.isFinite(number) && number >= 0 && number <= MAX_EXPERIENCE_YEARS;
  }, JOB_SEARCH_TEXTS.years),
);

const text = z.string().check(z.trim(), z.maxLength(TEXT_LIMIT, JOB_SEARCH_TEXTS.tooLong));

const searchFormSchema = z
  .object({ q: text, minExp: years, maxExp: years, location: text })
  .check(
    z.refine(
      ({ minExp, maxExp }) => minExp === '' || maxExp === '' || Number(maxExp) >= Number(minExp),
      { message: 'Max experience must be at least the min experience', path: ['maxExp'] },
    ),
  );

export type SearchFormValues = z.infer<typeof searchFormSchema>;

export interface TextSearch {
  q: string;
  minExp: number | null;
  maxExp: number | null;
  location: string;
}

const toValues = (search: TextSearch): SearchFormValues => ({
  q: search.q,
  minExp: search.minExp === null ? '' : String(search.minExp),
  maxExp: search.maxExp === null ? '' : String(search.maxExp),
  location: search.location,
});

const yearsOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The text, experience and location search of `/jobs`: it starts from the URL (the landing
 * page's `q`, `minExp`, `maxExp`, `location`) and follows it when the URL changes. Its four
 * fields are checked when it is sent (useSchemaForm, no form library: /jobs' first visit stays
 * light, issue 17); after a refused search each change checks them again.
 */
export function JobSearchForm({
  search,
  onSearch,
}: {
  search: TextSearch;
  onSearch: (search: TextSearch) => void;
}) {
  // The fields' first values; later URL changes are written into the fields by the effect.
  const initial = toValues(search);
  const form = useSchemaForm(searchFormSchema);
  const { errors, reset } = form;

  const { q, minExp, maxExp, location } = search;
  useEffect(() => {
    reset(toValues({ q, minExp, maxExp, location }));
  }, [q, minExp, maxExp, location, reset]);

  return (
    <Form
      ref={form.ref}
      role="search"
      aria-label="Search jobs"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        onSearch({
          q: values.q,
          minExp: yearsOrNull(values.minExp),
          maxExp: yearsOrNull(values.maxExp),
          location: values.location,
        }),
      )}
      onChange={form.onChange}
    >
      <TextField
        label="Skills, designations or companies"
        name="q"
        autoComplete="off"
        defaultValue={initial.q}
        error={errors.q}
      />
      <TextField
        label="Min experience (years)"
        name="minExp"
        inputMode="decimal"
        defaultValue={initial.minExp}
        error={errors.minExp}
      />
      <TextField
        label="Max experience (years)"
        name="maxExp"
        inputMode="decimal"
        defaultValue={initial.maxExp}
        error={errors.maxExp}
      />
      <TextField
        label="Location"
        name="location"
        defaultValue={initial.location}
        error={errors.location}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
