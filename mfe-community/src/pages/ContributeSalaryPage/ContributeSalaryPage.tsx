import {
  REVIEW_EMPLOYMENT_TYPE_LABELS,
  REVIEW_EMPLOYMENT_TYPES,
  SALARY_CONTRIBUTION_LIMITS as LIMITS,
} from '@rozgar/contracts/vocabularies';
import {
  Button,
  Card,
  errorText,
  httpStatus,
  isLoggedOut,
  Select,
  serverErrorText,
  Spinner,
  TextField,
  useKnownSession,
  useToast,
} from '@rozgar/design-system';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyField } from '../../reviews/CompanyField/CompanyField';
import { fieldByLabel } from '../../reviews/fieldByLabel';
import { contributeSalary, type ContributeSalaryInput } from '../../salaries/salariesApi';
import { SALARY_CONTRIBUTED } from '../../salaries/salaryTexts';

/*
 * `/contribute-salary` (docs/product/community-and-reviews.md, "Contribute salary"): the company
 * (picked from the suggestions or typed), designation, annual salary in lakhs, experience, city
 * and employment type, checked here with the contracts' limits and texts, each message next to
 * its field; the BFF's 400 goes next to the field it names. Stored anonymously by a job seeker.
 */

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const PATH = '/contribute-salary';
const LOGIN = `/login?next=${encodeURIComponent(PATH)}`;

interface SalaryValues {
  /** Set when the company was picked from the suggestions. */
  company_id: string;
  company_name: string;
  designation: string;
  annual_salary_lakhs: string;
  experience_years: string;
  city: string;
  employment_type: string;
}

const empty: SalaryValues = {
  company_id: '',
  company_name: '',
  designation: '',
  annual_salary_lakhs: '',
  experience_years: '',
  city: '',
  employment_type: '',
};

/** Each field's label, as the contracts' messages name it, for the BFF's 400 to find its field. */
const LABELS: Partial<Record<keyof SalaryValues, string>> = {
  company_name: 'Company name',
  designation: 'Designation',
  annual_salary_lakhs: 'Annual salary',
  experience_years: 'Experience',
  city: 'City',
  employment_type: 'Employment type',
};

const { annual_salary_lakhs: salary, experience_years: experience } = LIMITS;
const SALARY_PROBLEM = `Annual salary must be a number of lakhs from ${salary.min} to ${salary.max}`;
const EXPERIENCE_PROBLEM = `Experience must be a whole number of years from ${experience.min} to ${experience.max}`;

const required = (label: string, max: number) => ({
  validate: (value: string) => value.trim() !== '' || `${label} is required`,
  maxLength: { value: max, message: `${label} must be at most ${max} characters` },
});

const number = (label: string, problem: string, check: (value: number) => boolean) => ({
  validate: (value: string) => {
    if (value.trim() === '') return `${label} is required`;
    const parsed = Number(value);
    return (Number.isFinite(parsed) && check(parsed)) || problem;
  },
});

const toBody = (values: SalaryValues): ContributeSalaryInput => ({
  ...(values.company_id ? { company_id: values.company_id } : {}),
  company_name: values.company_name.trim(),
  designation: values.designation.trim(),
  annual_salary_lakhs: Number(values.annual_salary_lakhs),
  experience_years: Number(values.experience_years),
  city: values.city.trim(),
  employment_type: values.employment_type as ContributeSalaryInput['employment_type'],
});

export function ContributeSalaryPage() {
  const { status, user } = useKnownSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutation = useMutation({ mutationFn: contributeSalary });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SalaryValues>({ defaultValues: empty, mode: 'onTouched' });

  const submit = handleSubmit(async (values) => {
    if (!user) return navigate(LOGIN);
    try {
      await mutation.mutateAsync(toBody(values));
      toast({ tone: 'success', title: SALARY_CONTRIBUTED });
      reset(empty);
    } catch (error) {
      if (isLoggedOut(error)) return navigate(LOGIN);
      const message = serverErrorText(error);
      const field = httpStatus(error) === 400 ? fieldByLabel(LABELS, message) : undefined;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else toast({ tone: 'error', title: errorText(error, 'Failed to contribute salary') });
    }
  });

  if (status === 'unknown') return <Spinner label="Loading your session" />;

  return (
    <Page aria-labelledby="contribute-salary-heading">
      <h1 id="contribute-salary-heading">Contribute salary</h1>
      <p>
        Share what you earn, anonymously: your name is never shown. Salary insights show contributed
        salaries next to the ones employers post.{' '}
        <Link to="/salary-insights">See salary insights</Link>
      </p>
      {!user && (
        <Card as="aside" aria-label="Log in to contribute">
          <p>
            Log in as a job seeker to contribute your salary. <Link to={LOGIN}>Login</Link>
          </p>
        </Card>
      )}
      <Note>Every field is required.</Note>
      <Form noValidate onSubmit={submit} aria-label="Salary">
        <Wide>
          <CompanyField
            control={control}
            setValue={setValue}
            rules={required('Company name', LIMITS.company_name)}
            label="Company name"
            maxLength={LIMITS.company_name}
          />
        </Wide>
        <TextField
          label="Designation"
          required
          maxLength={LIMITS.designation}
          placeholder="e.g. Data Analyst"
          error={errors.designation?.message}
          {...register('designation', required('Designation', LIMITS.designation))}
        />
        <TextField
          label="Annual salary (₹ lakhs)"
          required
          inputMode="decimal"
          placeholder="e.g. 8.5"
          error={errors.annual_salary_lakhs?.message}
          {...register(
            'annual_salary_lakhs',
            number(
              'Annual salary',
              SALARY_PROBLEM,
              (value) => value >= salary.min && value <= salary.max,
            ),
          )}
        />
        <TextField
          label="Experience (years)"
          required
          inputMode="numeric"
          placeholder="e.g. 3"
          error={errors.experience_years?.message}
          {...register(
            'experience_years',
            number(
              'Experience',
              EXPERIENCE_PROBLEM,
              (value) =>
                Number.isInteger(value) && value >= experience.min && value <= experience.max,
            ),
          )}
        />
        <TextField
          label="City"
          required
          maxLength={LIMITS.city}
          placeholder="e.g. Pune"
          error={errors.city?.message}
          {...register('city', required('City', LIMITS.city))}
        />
        <Select
          label="Employment type"
          required
          placeholder="Select…"
          options={REVIEW_EMPLOYMENT_TYPES.map((value) => ({
            value,
            label: REVIEW_EMPLOYMENT_TYPE_LABELS[value],
          }))}
          error={errors.employment_type?.message}
          {...register('employment_type', {
            validate: (value) => value !== '' || 'Employment type is required',
          })}
        />
        <Wide>
          <Button type="submit" loading={isSubmitting}>
            Submit anonymously
          </Button>
        </Wide>
      </Form>
    </Page>
  );
}
