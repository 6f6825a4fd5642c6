import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { headerFields, headerSchema, headerValues } from '../profileForms';
import { longTextProfile, newProfile, profile } from '../../mocks/fixtures';
import { FormModal } from './FormModal';

/** The profile's edit dialog: here with the header's fields (name, role, phone, …). */
const meta = {
  title: 'Profile/FormModal',
  component: FormModal,
  args: {
    open: true,
    title: 'Edit profile',
    fields: headerFields,
    schema: headerSchema,
    defaultValues: headerValues(profile),
    errorTitle: 'Failed to update profile',
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { defaultValues: headerValues(newProfile) } };
/** Saving fails: the dialog stays open and shows the error. */
export const SaveFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Database unavailable, please try again shortly');
    }),
  },
};
export const LongTexts: Story = { args: { defaultValues: headerValues(longTextProfile) } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
