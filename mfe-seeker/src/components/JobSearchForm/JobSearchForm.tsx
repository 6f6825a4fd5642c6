import { Button, TextField } from '@rozgar/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { JOB_SEARCH_TEXTS } from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import { MAX_EXPERIENCE_YEARS, TEXT_LIMIT } from '../../jobs/jobSearch';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  /* On a phone the two experience fields share a row, so the first job stays in the first
     screen (docs/product/jobs-search-and-details.md). */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  > * {
    grid-column: 1 / -1;
  }
  > :nth-child(2),
  > :nth-child(3) {
    grid-column: auto;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1.5fr auto;
    > *,
    > :nth-child(2),
    > :nth-child(3) {
      grid-column: auto;
    }
    > button {
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

const FIELDS = ['q', 'minExp', 'maxExp', 'location'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** The form's fields as typed, validated: the values (trimmed) or each field's first error. */
function validate(
  form: HTMLFormElement,
): { values: SearchFormValues; errors?: never } | { errors: Errors } {
  const data = new FormData(form);
  const raw = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
  const result = searchFormSchema.safeParse(raw);
  if (result.success) return { values: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The text, experience and location search of `/jobs`: it starts from the URL (the landing
 * page's `q`, `minExp`, `maxExp`, `location`) and follows it when the URL changes. Its four
 * fields are read from the form when it is sent (no form library: /jobs' first visit stays
 * light, issue 17); after a refused search each change checks the fields again.
 */
export function JobSearchForm({
  search,
  onSearch,
}: {
  search: TextSearch;
  onSearch: (search: TextSearch) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(false);
  // The fields' first values; later URL changes are written into the fields by the effect.
  const initial = toValues(search);

  const { q, minExp, maxExp, location } = search;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = toValues({ q, minExp, maxExp, location });
    for (const field of FIELDS) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = values[field];
    }
    setErrors({});
    setRefused(false);
  }, [q, minExp, maxExp, location]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validate(form);
    if (result.errors) {
      setErrors(result.errors);
      setRefused(true);
      const first = FIELDS.find((field) => result.errors[field]);
      const input = first && form.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setErrors({});
    setRefused(false);
    const { values } = result;
    onSearch({
      q: values.q,
      minExp: yearsOrNull(values.minExp),
      maxExp: yearsOrNull(values.maxExp),
      location: values.location,
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!refused) return;
    const result = validate(event.currentTarget);
    setErrors(result.errors ?? {});
  };

  return (
    <Form
      ref={formRef}
      role="search"
      aria-label="Search jobs"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
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
