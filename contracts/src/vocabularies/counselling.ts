/*
 * The public forms (docs/product/public-pages-and-services.md): what a career counselling session
 * can be about and when, and the contact forms' rules and texts (contact us, book a session), which
 * the shell's forms check before sending and the BFF checks again.
 */

/** Topics a session can be about (the booking form offers, and the BFF accepts, exactly these). */
export const COUNSELLING_TOPICS = [
  'Choosing a career path',
  'Changing careers',
  'Resume and LinkedIn review',
  'Interview preparation',
  'Salary negotiation',
  'Higher studies',
] as const;
export type CounsellingTopic = (typeof COUNSELLING_TOPICS)[number];

/** How many days ahead, in Indian time, a session may be asked for. */
export const SESSION_MAX_DAYS_AHEAD = 90;
/** The most characters of a booking's optional message. */
export const SESSION_MESSAGE_MAX = 1000;

export const SESSION_TEXTS = {
  topic: 'Choose a topic',
  pastDate: 'Choose today or a later date',
  farDate: `Choose a date within the next ${SESSION_MAX_DAYS_AHEAD} days`,
} as const;

/** The fewest and most characters of each text of the contact forms. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: 200,
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 2000 },
} as const;

export const CONTACT_TEXTS = {
  name: 'Enter your name',
  nameTooLong: 'Name is too long',
  email: 'Enter a valid email address',
  subject: 'Enter a subject',
  subjectTooLong: 'Subject is too long',
  /** An empty (or blank) message. */
  messageMissing: 'Write your message',
  message: `Write at least ${CONTACT_LIMITS.message.min} characters`,
  messageTooLong: `Message is too long (${CONTACT_LIMITS.message.max} characters at most)`,
} as const;
