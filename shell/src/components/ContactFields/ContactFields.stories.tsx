import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PHONE_MESSAGE } from '@rozgar/contracts/vocabularies';
import { useForm } from 'react-hook-form';
import {
  EMAIL_MESSAGE,
  contactFields,
  type ContactDetails,
  type ContactFieldsOptions,
} from './ContactFields';

type DemoProps = Omit<ContactFieldsOptions, 'register'> & { values?: ContactDetails };

/** The fields on a form of their own, registered with react-hook-form as the pages do. */
function ContactFieldsDemo({ values, ...options }: DemoProps) {
  const { register } = useForm<ContactDetails>({
    defaultValues: values ?? { name: '', email: '', phone: '' },
  });
  return (
    <form aria-label="Contact details" noValidate style={{ display: 'grid', gap: 16 }}>
      {contactFields({ register, ...options })}
    </form>
  );
}

/**
 * Name, email and phone of the public contact forms (Contact us, Book a counselling session),
 * with the Indian mobile rule of the contracts. The phone is optional on Contact us.
 */
const meta = {
  title: 'Frame/ContactFields',
  component: ContactFieldsDemo,
  args: {
    errors: {},
    phoneRequired: false,
    phoneHint: '10-digit mobile number, e.g. 98450 12345',
  },
} satisfies Meta<typeof ContactFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OptionalPhone: Story = {};
export const RequiredPhone: Story = {
  args: { phoneRequired: true, phoneHint: '10-digit mobile number' },
};
export const Filled: Story = {
  args: {
    values: { name: 'Kavya Reddy', email: 'kavya.reddy@example.in', phone: '98450 12345' },
  },
};
/** What a submit with bad values shows: each field's message under it. */
export const WithErrors: Story = {
  args: {
    phoneRequired: true,
    values: { name: 'K', email: 'kavya.reddy@', phone: '12345' },
    errors: {
      name: { message: 'Enter your name' },
      email: { message: EMAIL_MESSAGE },
      phone: { message: PHONE_MESSAGE },
    },
  },
};
