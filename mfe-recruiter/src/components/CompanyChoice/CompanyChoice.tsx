import { Button, Select, TextField } from '@rozgar/design-system';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Company } from '../../companies/companiesApi';
import { OTHER_COMPANY, type PostJobValues } from '../../jobs/postJobForm';
import { useJobField } from '../JobFields/useJobField';

/** "New company…" beside the company select, level with its input. */
const NewCompany = styled.div`
  display: flex;
  align-items: flex-end;
`;

/**
 * Post a Job's company: one of the recruiter's own companies (its id goes on the job), or another
 * company whose name is typed; "New company…" asks the form to open its dialog (kept outside the
 * form, since the dialog is a form of its own).
 */
export function CompanyChoice({
  companies,
  initialChoice,
  maxLength,
  onNewCompany,
}: {
  companies: Company[];
  initialChoice: string;
  /** The longest company name the server takes. */
  maxLength: number;
  onNewCompany: () => void;
}) {
  const field = useJobField();
  const { control } = useFormContext<PostJobValues>();
  const choice = useWatch({ control, name: 'company_choice' });
  return (
    <>
      <Select
        label="Company"
        required
        hint={
          companies.length === 0 ? (
            <>
              Create your company with New company… (or on{' '}
              <Link to="/your-companies">Your companies</Link>) to pick it here, or type its name.
            </>
          ) : undefined
        }
        options={[
          ...companies.map((one) => ({ value: one.id, label: one.company_name })),
          { value: OTHER_COMPANY, label: 'Another company (type its name)' },
        ]}
        defaultValue={initialChoice}
        {...field('company_choice')}
      />
      <NewCompany>
        <Button type="button" variant="secondary" onClick={onNewCompany}>
          New company…
        </Button>
      </NewCompany>
      {choice === OTHER_COMPANY ? (
        <TextField
          label="Company name"
          required
          maxLength={maxLength}
          autoComplete="organization"
          {...field('company')}
        />
      ) : null}
    </>
  );
}
