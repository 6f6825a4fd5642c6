import { COUNSELLING_TOPICS, PHONE_MESSAGE, indianPhoneSchema } from '@rozgar/contracts';
import { z } from 'zod';
import { inputText } from '../lib/validation.server';
import { ContactMessage } from '../models/contact-message.server';
import { CounsellingRequest } from '../models/counselling-request.server';

const nameSchema = inputText('Name', { max: 100, tooLong: 'Name is too long' }).min(
  2,
  'Enter your name',
);
const emailSchema = inputText('Email', { max: 200, tooLong: 'Enter a valid email address' })
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

/** Today's date in India (YYYY-MM-DD), the calendar the visitor picks a date in. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

const MAX_DAYS_AHEAD = 90;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const counsellingRequestSchema = z
  .object({
    counsellor: inputText('Counsellor', { max: 100 }).min(1, 'Choose a counsellor'),
    name: nameSchema,
    email: emailSchema,
    phone: indianPhoneSchema,
    preferredDate: z.iso.date('Choose a valid date'),
    topic: z.enum(COUNSELLING_TOPICS, 'Choose a topic'),
    message: inputText('Message', {
      max: 1000,
      multiline: true,
      tooLong: 'Message is too long (1000 characters at most)',
    }).default(''),
  })
  .superRefine((body, context) => {
    const today = indiaToday();
    if (body.preferredDate < today)
      context.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: 'Choose today or a later date',
      });
    else if (body.preferredDate > addDays(today, MAX_DAYS_AHEAD))
      context.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: `Choose a date within the next ${MAX_DAYS_AHEAD} days`,
      });
  });

export type CounsellingRequestInput = z.output<typeof counsellingRequestSchema>;

export const contactMessageSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: inputText('Phone', { max: 30, tooLong: PHONE_MESSAGE })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(indianPhoneSchema.optional()),
  subject: inputText('Subject', { max: 150, tooLong: 'Subject is too long' }).min(
    3,
    'Enter a subject',
  ),
  message: inputText('Message', {
    max: 2000,
    multiline: true,
    tooLong: 'Message is too long (2000 characters at most)',
  }).min(10, 'Write at least 10 characters'),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** Stores a counselling request; the signed-in user (if any) is linked to it. */
export async function createCounsellingRequest(
  input: CounsellingRequestInput,
  userId: string | null,
) {
  const request = await CounsellingRequest.create({
    counsellor: input.counsellor,
    name: input.name,
    email: input.email,
    phone: input.phone,
    preferred_date: input.preferredDate,
    topic: input.topic,
    message: input.message,
    ...(userId ? { user_id: userId } : {}),
  });
  return { id: String(request._id), createdAt: request.created_at.toISOString() };
}

/** Stores a contact message; the signed-in user (if any) is linked to it. */
export async function createContactMessage(input: ContactMessageInput, userId: string | null) {
  const message = await ContactMessage.create({
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    subject: input.subject,
    message: input.message,
    ...(userId ? { user_id: userId } : {}),
  });
  return { id: String(message._id), createdAt: message.created_at.toISOString() };
}
