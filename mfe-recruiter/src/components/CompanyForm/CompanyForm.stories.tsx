import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { EMPTY_COMPANY, companyValues } from '../../companies/companyForm';
import { company, longTextCompany } from '../../mocks/fixtures';
import { CompanyForm } from './CompanyForm';

const meta = {
  title: 'Companies/CompanyForm',
  component: CompanyForm,
  args: {
    id: 'company-form',
    defaultValues: EMPTY_COMPANY,
    submitLabel: 'Save company',
    // The page saves through the API; null means saved, a string is the server's refusal.
    onSubmit: fn(async (): Promise<string | null> => null),
    onCancel: fn(),
  },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new company: every field empty; Save shows which required fields are missing. */
export const NewCompany: Story = {};

export const EditingACompany: Story = {
  args: { defaultValues: companyValues(company), submitLabel: 'Update company' },
};

/** The server refuses the save: the form shows its reason. */
export const ServerRefuses: Story = {
  args: {
    defaultValues: companyValues(company),
    onSubmit: fn(
      async (): Promise<string | null> => 'A company with this name already exists in your account',
    ),
  },
};

export const LongTexts: Story = { args: { defaultValues: companyValues(longTextCompany) } };

export const Phone360: Story = {
  args: { defaultValues: companyValues(company) },
  globals: { viewport: { value: 'phone360' } },
};
