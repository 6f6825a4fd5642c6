import {
  CONTACT_LIMITS,
  CONTACT_TEXTS,
  COUNSELLING_TOPICS,
  PHONE_MESSAGE,
  SESSION_MAX_DAYS_AHEAD,
  SESSION_MESSAGE_MAX,
  SESSION_TEXTS,
  indianPhoneSchema,
} from '@rozgar/contracts';
import type { Received } from '@rozgar/contracts/payloads/public-forms';
import { z } from 'zod';
import { inputText } from '../lib/validation.server';
import { ContactMessage } from '../models/contact-message.server';
import { CounsellingRequest } from '../models/counselling-request.server';

/* The rules and texts are the contracts' (the very ones the shell's forms check). */
const nameSchema = inputText('Name', {
  max: CONTACT_LIMITS.name.max,
  tooLong: CONTACT_TEXTS.nameTooLong,
}).min(CONTACT_LIMITS.name.min, CONTACT_TEXTS.name);
const emailSchema = inputText('Email', { max: CONTACT_LIMITS.email, tooLong: CONTACT_TEXTS.email })
  .toLowerCase()
  .pipe(z.email(CONTACT_TEXTS.email));

/** Today's date in India (YYYY-MM-DD), the calendar the visitor picks a date in. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

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
    topic: z.enum(COUNSELLING_TOPICS, SESSION_TEXTS.topic),
    message: inputText('Message', {
      max: SESSION_MESSAGE_MAX,
      multiline: true,
      tooLong: `Message is too long (${SESSION_MESSAGE_MAX} characters at most)`,
    }).default(''),
  })
  .superRefine((body, context) => {
    const today = indiaToday();
    if (body.preferredDate < today)
      context.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: SESSION_TEXTS.pastDate,
      });
    else if (body.preferredDate > addDays(today, SESSION_MAX_DAYS_AHEAD))
      context.addIssue({
        code: 'custom',
        path: ['preferredDate'],
        message: SESSION_TEXTS.farDate,
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
  subject: inputText('Subject', {
    max: CONTACT_LIMITS.subject.max,
    tooLong: CONTACT_TEXTS.subjectTooLong,
  }).min(CONTACT_LIMITS.subject.min, CONTACT_TEXTS.subject),
  message: inputText('Message', {
    max: CONTACT_LIMITS.message.max,
    multiline: true,
    tooLong: CONTACT_TEXTS.messageTooLong,
  }).min(CONTACT_LIMITS.message.min, CONTACT_TEXTS.message),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** Stores a counselling request; the signed-in user (if any) is linked to it. */
export async function createCounsellingRequest(
  input: CounsellingRequestInput,
  userId: string | null,
): Promise<Received> {
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
export async function createContactMessage(
  input: ContactMessageInput,
  userId: string | null,
): Promise<Received> {
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
