import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  apiFetch,
  Button,
  Card,
  TextArea,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { receivedSchema } from '@rozgar/contracts/payloads/public-forms';
import { CONTACT_LIMITS, CONTACT_TEXTS } from '@rozgar/contracts/vocabularies';
import { contactDetailsShape, contactFields } from '../../components/ContactFields/ContactFields';
import { supportContact, telHref } from '../../config/supportContact';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';

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
  ...contactDetailsShape({ phoneRequired: false }),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(CONTACT_LIMITS.subject.min, CONTACT_TEXTS.subject),
      z.maxLength(CONTACT_LIMITS.subject.max, CONTACT_TEXTS.subjectTooLong),
    ),
  message: z.string().check(
    z.trim(),
    // an empty Message says so in place, as the other required fields do
    z.minLength(1, CONTACT_TEXTS.messageMissing),
    z.minLength(CONTACT_LIMITS.message.min, CONTACT_TEXTS.message),
    z.maxLength(CONTACT_LIMITS.message.max, CONTACT_TEXTS.messageTooLong),
  ),
});

const EMPTY_FORM: z.input<typeof contactSchema> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** `/contact-us`: the support contact and a validated message form, stored by the BFF. */
export function ContactUsPage() {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_FORM,
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [sending, setSending] = useState(false);

  const onSubmit = handleSubmit(async (data) => {
    setSending(true);
    try {
      const { phone, ...rest } = data;
      receivedSchema.parse(
        await apiFetch('/api/contact-messages', {
          method: 'POST',
          body: phone ? { ...rest, phone } : rest,
        }),
      );
      toast({
        tone: 'success',
        title: 'Message sent. Thank you!',
        description: `Our support team will reply to ${data.email} within two working days.`,
      });
      reset();
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Your message could not be sent.',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <ServicePageLayout
      title="Contact us"
      lead="Questions about your account, a job posting, a payment or something that does not work? Write to us and the Rozgar support team will get back to you."
    >
      <Layout>
        <Card padding="lg">
          <Form noValidate aria-label="Contact form" onSubmit={onSubmit}>
            {contactFields({
              register,
              errors,
              phoneRequired: false,
              phoneHint: '10-digit mobile number, e.g. 98450 12345',
            })}
            <TextField
              label="Subject"
              required
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextArea
              label="Message"
              required
              rows={6}
              maxLength={CONTACT_LIMITS.message.max}
              error={errors.message?.message}
              {...register('message')}
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
