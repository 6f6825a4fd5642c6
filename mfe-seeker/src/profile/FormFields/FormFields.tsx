import { Select, TextArea, TextField } from '@rozgar/design-system';
import styled from 'styled-components';
import type { FieldErrors } from '../../forms/useSchemaForm';
import type { FieldSpec, FormValues } from '../profileForms';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

/** The labelled inputs of a profile form, named for useSchemaForm, with their errors. */
export function FormFields({
  fields,
  errors,
  idPrefix,
  defaultValues,
  columns = 1,
}: {
  fields: readonly FieldSpec[];
  errors: FieldErrors<FormValues>;
  /** Keeps ids unique when two forms show the same field names. */
  idPrefix: string;
  /** The form's starting values, also given to the inputs themselves (selects need it). */
  defaultValues: FormValues;
  columns?: number;
}) {
  return (
    <Grid $columns={columns}>
      {fields.map((field) => {
        const common = {
          id: `${idPrefix}-${field.name}`,
          label: field.label,
          hint: field.hint,
          name: field.name,
          error: errors[field.name],
          required: field.required,
          defaultValue: defaultValues[field.name] ?? '',
        };
        if (field.kind === 'textarea')
          return <TextArea key={field.name} className="wide" {...common} />;
        if (field.kind === 'select') {
          return (
            <Select
              key={field.name}
              {...common}
              options={field.options ?? []}
              placeholder={field.placeholder}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            type={
              field.kind === 'number' || field.kind === 'decimal' ? 'text' : (field.kind ?? 'text')
            }
            inputMode={
              field.kind === 'number' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined
            }
            autoComplete={field.autoComplete}
          />
        );
      })}
    </Grid>
  );
}
