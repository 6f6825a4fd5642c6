import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextArea, TextField } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { COMPANY_SIZES, HIRING_FOR, type CompanyBody } from '../../companies/companiesApi';
import {
  companySchema,
  missingRequired,
  toCompanyBody,
  type CompanyValues,
} from '../../companies/companyForm';
import { CharacterCounter } from '../CharacterCounter/CharacterCounter';

const DESCRIPTION_MAX = 5000;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Radios = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CompanyFormProps {
  /** A prefix for the fields' ids (the page may hold one form at a time, but ids must be unique). */
  id: string;
  defaultValues: CompanyValues;
  /** The submit button's label ('Continue' to create, 'Save' to update). */
  submitLabel: string;
  /** Sends the body; resolves with the text to show when it failed, or null when it worked. */
  onSubmit: (body: CompanyBody) => Promise<string | null>;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
  /** Puts the focus in the first field when the form appears (after Edit Profile). */
  focusFirstField?: boolean;
  /**
   * Only the required fields (a company created from Post a Job): hiring for "your company", the
   * optional fields left for its profile page.
   */
  requiredOnly?: boolean;
}

/**
 * The company profile form (docs/product/companies.md#fields-and-rules, ADR 013): every field,
 * required marks, the ADR's rules on submit, and a submit button that stays unavailable
 * (aria-disabled, still focusable, described by the list of what is missing) until every required
 * field is filled.
 */
export function CompanyForm({
  id,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  focusFirstField = false,
  requiredOnly = false,
}: CompanyFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CompanyValues>({ resolver: zodResolver(companySchema), defaultValues });
  const watched = useWatch({ control });
  const missing = missingRequired(watched);
  const missingId = `${id}-missing`;

  useEffect(() => {
    if (focusFirstField) setFocus('company_name');
  }, [focusFirstField, setFocus]);

  const submit = handleSubmit(async (values) => {
    if (missingRequired(values).length > 0) return;
    setFailure(null);
    setFailure(await onSubmit(toCompanyBody(values)));
  });

  const field = (name: keyof CompanyValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${id}-required-note`}>
      <Grid>
        <p id={`${id}-required-note`} className="wide">
          Fields marked * are required.
        </p>
        {requiredOnly ? null : (
          <Radios className="wide">
            <legend>Hiring for</legend>
            {HIRING_FOR.map((option) => (
              <label key={option.value}>
                <input type="radio" value={option.value} {...register('hiring_for')} />
                {option.label}
              </label>
            ))}
          </Radios>
        )}
        <TextField
          label="Company name"
          required
          maxLength={200}
          autoComplete="organization"
          {...field('company_name')}
        />
        {requiredOnly ? null : (
          <TextField
            label="Logo URL"
            type="url"
            inputMode="url"
            hint="A link to your company's logo picture"
            {...field('pfp')}
          />
        )}
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          hint="A 10-digit mobile, or a landline with its STD code"
          {...field('phone')}
        />
        <TextField
          className="wide"
          label="Website"
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          {...field('website')}
        />
        <TextField
          className="wide"
          label="Address"
          required
          maxLength={500}
          autoComplete="street-address"
          {...field('address')}
        />
        {requiredOnly ? null : (
          <>
            <TextField
              label="City"
              maxLength={100}
              autoComplete="address-level2"
              {...field('city')}
            />
            <TextField
              label="State"
              maxLength={100}
              autoComplete="address-level1"
              {...field('state')}
            />
          </>
        )}
        <TextField
          label="Pincode"
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...field('pincode')}
        />
        <TextField label="Industry" required maxLength={100} {...field('industry')} />
        <Select
          label="Company size"
          required
          placeholder="Select company size"
          defaultValue={defaultValues.size}
          options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
          {...field('size')}
        />
        <TextArea
          className="wide"
          label="Description"
          required
          rows={6}
          hint={
            <CharacterCounter length={(watched.description ?? '').length} max={DESCRIPTION_MAX} />
          }
          {...field('description')}
        />
        <TextField
          label="LinkedIn"
          type="url"
          inputMode="url"
          required
          placeholder="https://www.linkedin.com/company/…"
          {...field('linkedin')}
        />
        {requiredOnly ? null : (
          <>
            <TextField label="Twitter" type="url" inputMode="url" {...field('twitter')} />
            <TextField label="Facebook" type="url" inputMode="url" {...field('facebook')} />
          </>
        )}
        {failure ? (
          <Failure className="wide" role="alert">
            {failure}
          </Failure>
        ) : null}
        {missing.length > 0 ? (
          <Missing className="wide" id={missingId}>
            To {submitLabel.toLowerCase()}, fill in: {missing.join(', ')}.
          </Missing>
        ) : null}
        <Actions className="wide">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={isSubmitting}
            aria-disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? missingId : undefined}
          >
            {submitLabel}
          </Button>
        </Actions>
      </Grid>
    </form>
  );
}
