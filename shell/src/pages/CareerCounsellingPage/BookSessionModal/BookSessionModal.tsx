import {
  ApiError,
  apiFetch,
  Button,
  Modal,
  Select,
  TextArea,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod/mini';
import {
  emailField,
  fieldErrorsOf,
  isIndianMobile,
  nameField,
  PHONE_MESSAGE,
  type FieldErrors,
} from '../../ContactUsPage/formValidation';
import { COUNSELLING_TOPICS, type Counsellor } from '../counsellors';

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const MAX_DAYS_AHEAD = 90;

/** A date as YYYY-MM-DD in India, `days` from now. */
export function indiaDate(days = 0, now = new Date()): string {
  const date = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

function bookingSchema(today: string, latest: string) {
  return z.object({
    name: nameField,
    email: emailField,
    phone: z.string().check(z.trim(), z.refine(isIndianMobile, PHONE_MESSAGE)),
    preferredDate: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
      z.refine((value) => value >= today, 'Choose today or a later date'),
      z.refine((value) => value <= latest, `Choose a date within the next ${MAX_DAYS_AHEAD} days`),
    ),
    topic: z.enum(COUNSELLING_TOPICS, 'Choose a topic'),
    message: z.string().check(z.trim(), z.maxLength(1000, 'Message is too long')),
  });
}

type BookingField = 'name' | 'email' | 'phone' | 'preferredDate' | 'topic' | 'message';
const EMPTY: Record<BookingField, string> = {
  name: '',
  email: '',
  phone: '',
  preferredDate: '',
  topic: '',
  message: '',
};

export interface BookSessionModalProps {
  counsellor: Counsellor | null;
  onClose: () => void;
}

/** The "Book a Session" request form: validated here and by the BFF, stored as a request. */
export function BookSessionModal({ counsellor, onClose }: BookSessionModalProps) {
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<BookingField>>({});
  const [sending, setSending] = useState(false);
  const today = indiaDate();
  const latest = indiaDate(MAX_DAYS_AHEAD);

  const set = (field: BookingField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!counsellor) return;
    const result = bookingSchema(today, latest).safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf<BookingField>(result.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await apiFetch('/api/counselling-requests', {
        method: 'POST',
        body: { counsellor: counsellor.name, ...result.data },
      });
      toast({
        tone: 'success',
        title: 'Session requested!',
        description: `${counsellor.name}'s team will call you to confirm a time on ${result.data.preferredDate}.`,
      });
      close();
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Your request could not be sent.',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={counsellor !== null}
      onClose={close}
      title={counsellor ? `Book a session with ${counsellor.name}` : 'Book a session'}
      description="Tell us how to reach you and when suits you; we confirm the time by phone."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="book-session-form" loading={sending}>
            Request session
          </Button>
        </>
      }
    >
      <Form id="book-session-form" noValidate onSubmit={onSubmit}>
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
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          hint="10-digit mobile number"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextField
          label="Preferred date"
          name="preferredDate"
          type="date"
          required
          min={today}
          max={latest}
          value={values.preferredDate}
          onChange={set('preferredDate')}
          error={errors.preferredDate}
        />
        <Select
          label="Topic"
          name="topic"
          required
          placeholder="Select a topic"
          options={COUNSELLING_TOPICS}
          value={values.topic}
          onChange={set('topic')}
          error={errors.topic}
        />
        <TextArea
          label="Message (optional)"
          name="message"
          rows={4}
          maxLength={1000}
          value={values.message}
          onChange={set('message')}
          error={errors.message}
        />
      </Form>
    </Modal>
  );
}
