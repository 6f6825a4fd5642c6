/* Rules several areas share, as plain predicates: zod-free, for the frontends' bundles. */

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91/0, spaces or dashes. */
export const INDIAN_MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;

/** The digits of a phone number as typed (spaces and dashes dropped). */
export const mobileDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Whether the text is an Indian mobile number, as the forms check it before sending. */
export const isIndianMobile = (value: string) => INDIAN_MOBILE.test(mobileDigits(value));

/** A landline with its STD code: 10 digits (STD code without its 0), optionally with +91 or 0. */
export const INDIAN_LANDLINE = /^(?:\+91|0)?[1-9]\d{9}$/;

/** The digits of a phone number as typed (spaces, dashes and brackets dropped). */
export const phoneDigits = (value: string) => value.replace(/[\s()-]/g, '');

/**
 * Whether the text is a company's phone: an Indian mobile or a landline with its STD code (every
 * mobile number also has the landline's shape), as the company form checks it before sending.
 */
export const isIndianPhone = (value: string) => INDIAN_LANDLINE.test(phoneDigits(value));

/** A phone as the API stores and sends it back: `+91 <10 digits>`. */
export const STORED_PHONE = /^\+91 [1-9]\d{9}$/;

export const PINCODE_MESSAGE = 'Pincode must be 6 digits, not starting with 0';
/** An Indian pincode: 6 digits, not starting with 0. */
export const PINCODE = /^[1-9]\d{5}$/;

/** Whether the text is an Indian pincode. */
export const isPincode = (value: string) => PINCODE.test(value);

/** The list without repeats, compared case-insensitively; the first spelling wins. */
export function uniqueIgnoringCase(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
