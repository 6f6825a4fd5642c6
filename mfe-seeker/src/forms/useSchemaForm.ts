import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';

/** Each field's first error, by the field's `name`. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

type Checked<Values> = { values: Values } | { errors: FieldErrors<Values> };

/** The form's named fields (over `defaults`) checked by `schema`: its output or each field's first error. */
function check<Values extends Record<string, string>>(
  form: HTMLFormElement,
  schema: z.ZodMiniType<Values, unknown>,
  defaults: Partial<Values>,
): Checked<Values> {
  const raw: Record<string, string> = { ...defaults } as Record<string, string>;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') raw[name] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { values: result.data };
  const errors: FieldErrors<Values> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Values & string;
    errors[field] ??= issue.message;
  }
  return { errors };
}

const fieldOf = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
    ? field
    : null;
};

/**
 * A form of uncontrolled, named fields checked by a zod schema when it is sent — what the
 * seeker's forms on first-visit pages use instead of react-hook-form, which is 14 KiB brotli
 * (issue 17's JavaScript budget). As react-hook-form did for them: nothing is checked before
 * the first send; a refused send shows each field's first error and focuses the first field
 * in error, and from then on every change checks the fields again; `submitting` is true while
 * an async `onValid` runs.
 *
 *   const form = useSchemaForm(schema, defaults);
 *   <form ref={form.ref} noValidate onSubmit={form.handleSubmit(save)} onChange={form.onChange}>
 *     <TextField name="q" defaultValue={defaults.q} error={form.errors.q} />
 */
export function useSchemaForm<Values extends Record<string, string>>(
  schema: z.ZodMiniType<Values, unknown>,
  defaults: Partial<Values> = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const refused = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The latest schema and defaults, so the callbacks below stay the same between renders.
  const latest = useRef({ schema, defaults });
  latest.current = { schema, defaults };

  const handleSubmit = useCallback(
    (onValid: (values: Values) => void | Promise<void>) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        const result = check(form, latest.current.schema, latest.current.defaults);
        if (!('values' in result)) {
          const { errors: found } = result;
          refused.current = true;
          setErrors(found);
          const first = [...form.elements].find(
            (element) =>
              'name' in element &&
              typeof element.name === 'string' &&
              found[element.name as keyof Values & string],
          );
          if (first instanceof HTMLElement) first.focus();
          return;
        }
        refused.current = false;
        setErrors({});
        setSubmitting(true);
        try {
          await onValid(result.values);
        } finally {
          if (mounted.current) setSubmitting(false);
        }
      },
    [],
  );

  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!refused.current) return;
    const result = check(event.currentTarget, latest.current.schema, latest.current.defaults);
    setErrors('errors' in result ? result.errors : {});
  }, []);

  /** Writes `values` into the fields and forgets any error. */
  const reset = useCallback((values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values)) {
      const field = fieldOf(ref.current, name);
      if (field && typeof value === 'string') field.value = value;
    }
    refused.current = false;
    setErrors({});
  }, []);

  /** Shows `message` under the field (an error the schema cannot know, e.g. a duplicate). */
  const setError = useCallback((name: keyof Values & string, message: string) => {
    refused.current = true;
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const focus = useCallback(
    (name: keyof Values & string) => fieldOf(ref.current, name)?.focus(),
    [],
  );

  return { ref, errors, submitting, handleSubmit, onChange, reset, setError, focus };
}
