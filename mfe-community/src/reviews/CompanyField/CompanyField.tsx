import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type RegisterOptions,
  type UseFormSetValue,
} from 'react-hook-form';
import { CompanyPicker } from '../CompanyPicker/CompanyPicker';

/** The two values a form keeps for its company: the name in the box, the id once one is picked. */
export interface CompanyValues extends FieldValues {
  company_name: string;
  /** Set when the company was picked from the suggestions; emptied when a name is typed. */
  company_id: string;
}

export interface CompanyFieldProps<Values extends CompanyValues> {
  control: Control<Values>;
  setValue: UseFormSetValue<Values>;
  rules: RegisterOptions<CompanyValues, 'company_name'>;
  label: ReactNode;
  maxLength: number;
  hint?: ReactNode;
}

/**
 * The company of a react-hook-form form (a review, a salary): the company picker bound to
 * `company_name`, a picked suggestion also setting `company_id` and typing clearing it, so the
 * BFF takes the picked company or finds or creates one by name
 * (docs/product/community-and-reviews.md).
 */
export function CompanyField<Values extends CompanyValues>({
  control,
  setValue,
  rules,
  label,
  maxLength,
  hint,
}: CompanyFieldProps<Values>) {
  // Every form it serves has these two fields; react-hook-form cannot see that through a generic.
  const companyControl = control as unknown as Control<CompanyValues>;
  const setCompany = setValue as unknown as UseFormSetValue<CompanyValues>;
  const { field, fieldState } = useController({
    control: companyControl,
    name: 'company_name',
    rules,
  });
  return (
    <CompanyPicker
      ref={field.ref}
      name={field.name}
      label={label}
      required
      placeholder="Start typing, or enter a new company"
      maxLength={maxLength}
      hint={hint}
      value={field.value}
      error={fieldState.error?.message}
      onTextChange={(name) => {
        field.onChange(name);
        setCompany('company_id', '');
      }}
      onPick={(company) => {
        field.onChange(company.name);
        setCompany('company_id', company.id);
      }}
      onBlur={field.onBlur}
    />
  );
}
