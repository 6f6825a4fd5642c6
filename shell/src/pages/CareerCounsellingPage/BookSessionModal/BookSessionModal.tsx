import { zodResolver } from '@hookform/resolvers/zod';
import { receivedSchema } from '@rozgar/contracts/payloads/public-forms';
import {
  SESSION_MAX_DAYS_AHEAD,
  SESSION_MESSAGE_MAX,
  SESSION_TEXTS,
} from '@rozgar/contracts/vocabularies';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import {
  contactDetailsShape,
  contactFields,
} from '../../../components/ContactFields/ContactFields';
import { COUNSELLING_TOPICS, type Counsellor } from '../counsellors';
import { formatSessionDate, indiaDate } from './indiaDate';

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

function bookingSchema(today: string, latest: string) {
  return z.object({
    ...contactDetailsShape({ phoneRequired: true }),
    preferredDate: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
      z.refine((value) => value >= today, SESSION_TEXTS.pastDate),
      z.refine((value) => value <= latest, SESSION_TEXTS.farDate),
    ),
    // Typed as a string in the form (nothing chosen is ''), one of the topics once valid.
    topic: z.pipe(z.string(), z.enum(COUNSELLING_TOPICS, SESSION_TEXTS.topic)),
    message: z.string().check(z.trim(), z.maxLength(SESSION_MESSAGE_MAX, 'Message is too long')),
  });
}

const EMPTY: z.input<ReturnType<typeof bookingSchema>> = {
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
  const today = indiaDate();
  const latest = indiaDate(SESSION_MAX_DAYS_AHEAD);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(bookingSchema(today, latest)),
    defaultValues: EMPTY,
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [sending, setSending] = useState(false);

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (data) => {
    if (!counsellor) return;
    setSending(true);
    try {
      receivedSchema.parse(
        await apiFetch('/api/counselling-requests', {
          method: 'POST',
          body: { counsellor: counsellor.name, ...data },
        }),
      );
      toast({
        tone: 'success',
        title: 'Session requested!',
        description: `${counsellor.name}'s team will call you to confirm a time on ${formatSessionDate(data.preferredDate)}.`,
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
  });

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
        {contactFields({
          register,
          errors,
          phoneRequired: true,
          phoneHint: '10-digit mobile number',
        })}
        <TextField
          label="Preferred date"
          type="date"
          required
          min={today}
          max={latest}
          error={errors.preferredDate?.message}
          {...register('preferredDate')}
        />
        <Select
          label="Topic"
          required
          placeholder="Select a topic"
          options={COUNSELLING_TOPICS}
          error={errors.topic?.message}
          {...register('topic')}
        />
        <TextArea
          label="Message (optional)"
          rows={4}
          maxLength={SESSION_MESSAGE_MAX}
          error={errors.message?.message}
          {...register('message')}
        />
      </Form>
    </Modal>
  );
}
