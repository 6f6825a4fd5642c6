import { z } from 'zod';
import { ContactMessage } from '../models/contact-message.server';
import { CounsellingRequest } from '../models/counselling-request.server';

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91/0 and spaces or dashes. */
export const indianPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(?:\+91|0)?[6-9]\d{9}$/, 'Enter a valid 10-digit Indian mobile number')
      .transform((digits) => `+91 ${digits.slice(-10)}`),
  );

const nameSchema = z.string().trim().min(2, 'Enter your name').max(100, 'Name is too long');
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(200));

export const COUNSELLING_TOPICS = [
  'Choosing a career path',
  'Changing careers',
  'Resume and LinkedIn review',
  'Interview preparation',
  'Salary negotiation',
  'Higher studies',
] as const;

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
    counsellor: z.string().trim().min(1, 'Choose a counsellor').max(100),
    name: nameSchema,
    email: emailSchema,
    phone: indianPhoneSchema,
    preferredDate: z.iso.date('Choose a valid date'),
    topic: z.enum(COUNSELLING_TOPICS, 'Choose a topic'),
    message: z
      .string()
      .trim()
      .max(1000, 'Message is too long (1000 characters at most)')
      .default(''),
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
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(indianPhoneSchema.optional()),
  subject: z.string().trim().min(3, 'Enter a subject').max(150, 'Subject is too long'),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(2000, 'Message is too long (2000 characters at most)'),
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
