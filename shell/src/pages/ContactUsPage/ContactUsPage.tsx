import {
  ApiError,
  apiFetch,
  Button,
  Card,
  TextArea,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { supportContact, telHref } from '../../config/supportContact';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';
import {
  emailField,
  fieldErrorsOf,
  isIndianMobile,
  nameField,
  PHONE_MESSAGE,
  type FieldErrors,
} from './formValidation';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Details = styled.dl`
  margin: 0;
  dt {
    font-weight: 600;
    margin-top: 12px;
  }
  dd {
    margin: 0;
  }
`;

const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isIndianMobile(value), PHONE_MESSAGE),
  ),
  subject: z
    .string()
    .check(z.trim(), z.minLength(3, 'Enter a subject'), z.maxLength(150, 'Subject is too long')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Write at least 10 characters'),
      z.maxLength(2000, 'Message is too long (2000 characters at most)'),
    ),
});

type ContactField = keyof z.infer<typeof contactSchema>;
const EMPTY_FORM: Record<ContactField, string> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** `/contact-us`: the support contact and a validated message form, stored by the BFF. */
export function ContactUsPage() {
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);

  const set = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = contactSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf<ContactField>(result.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { phone, ...rest } = result.data;
      await apiFetch('/api/contact-messages', {
        method: 'POST',
        body: phone ? { ...rest, phone } : rest,
      });
      toast({
        tone: 'success',
        title: 'Message sent. Thank you!',
        description: `Our support team will reply to ${result.data.email} within two working days.`,
      });
      setValues(EMPTY_FORM);
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Your message could not be sent.',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <ServicePageLayout
      title="Contact us"
      lead="Questions about your account, a job posting, a payment or something that does not work? Write to us and the Rozgar support team will get back to you."
    >
      <Layout>
        <Card padding="lg">
          <Form noValidate aria-label="Contact form" onSubmit={onSubmit}>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={set('name')}
              error={errors.name}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
            <TextField
              label="Phone (optional)"
              name="phone"
              type="tel"
              autoComplete="tel"
              hint="10-digit mobile number, e.g. 98450 12345"
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <TextField
              label="Subject"
              name="subject"
              required
              value={values.subject}
              onChange={set('subject')}
              error={errors.subject}
            />
            <TextArea
              label="Message"
              name="message"
              required
              rows={6}
              maxLength={2000}
              value={values.message}
              onChange={set('message')}
              error={errors.message}
            />
            <div>
              <Button type="submit" loading={sending}>
                {sending ? 'Sending...' : 'Send message'}
              </Button>
            </div>
          </Form>
        </Card>
        <Card padding="lg" as="aside" aria-labelledby="support-heading">
          <h2 id="support-heading" style={{ marginTop: 0 }}>
            Support
          </h2>
          <Details>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(supportContact.phone)}>{supportContact.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
            </dd>
            <dt>Hours</dt>
            <dd>{supportContact.hours}</dd>
          </Details>
        </Card>
      </Layout>
    </ServicePageLayout>
  );
}
