import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { FieldErrors } from '../../forms/useSchemaForm';
import {
  educationSpec,
  headerFields,
  preferenceSpec,
  summarySpec,
  type FieldSpec,
  type FormValues,
} from '../profileForms';
import { FormFields } from './FormFields';

interface DemoProps {
  fields: readonly FieldSpec[];
  defaultValues: FormValues;
  errors?: FieldErrors<FormValues>;
  columns?: number;
}

/** The fields on a form of their own, as the profile's forms show them. */
function FormFieldsDemo({ fields, defaultValues, errors = {}, columns }: DemoProps) {
  return (
    <form aria-label="Profile details" noValidate>
      <FormFields
        fields={fields}
        errors={errors}
        idPrefix="story"
        defaultValues={defaultValues}
        columns={columns}
      />
    </form>
  );
}

/**
 * The labelled inputs of a profile form (the header's inline edit and each section's dialog),
 * built from the section's field list: text, selects with a placeholder, dates, text areas.
 */
const meta = {
  title: 'Profile/FormFields',
  component: FormFieldsDemo,
  args: {
    fields: headerFields,
    columns: 2,
    defaultValues: {
      full_name: 'Ananya Krishnan',
      phone: '98450 12345',
      email: 'ananya.krishnan@example.in',
      gender: 'Female',
      dob: '1998-04-17',
      address: 'Indiranagar, Bengaluru, Karnataka',
      pin_code: '560038',
    },
  },
} satisfies Meta<typeof FormFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile header's details, two columns from tablet width. */
export const HeaderDetails: Story = {};
/** Nothing filled in yet: the selects show their placeholders. */
export const Empty: Story = { args: { defaultValues: {} } };
export const WithErrors: Story = {
  args: {
    defaultValues: { full_name: '', email: 'ananya.krishnan@', pin_code: '5600' },
    errors: {
      full_name: 'Enter your name',
      email: 'Enter a valid email address',
    },
  },
};
export const Preference: Story = {
  args: {
    fields: preferenceSpec.fields,
    columns: 1,
    defaultValues: { curr_role: 'Frontend Developer', pref_location: 'Bengaluru, Pune' },
  },
};
export const Education: Story = {
  args: { fields: educationSpec.fields, columns: 1, defaultValues: {} },
};
/** A text area (the profile summary). */
export const Summary: Story = {
  args: {
    fields: summarySpec.fields,
    columns: 1,
    defaultValues: {
      profile_summary:
        'Frontend engineer with 4 years of React and TypeScript at a Bengaluru fintech; I care about fast, accessible pages.',
    },
  },
};
