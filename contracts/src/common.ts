import { z } from 'zod';
import { inputText, requiredText } from './text';
import {
  INDIAN_LANDLINE,
  INDIAN_MOBILE,
  PHONE_MESSAGE,
  PINCODE,
  PINCODE_MESSAGE,
  STORED_PHONE,
  mobileDigits,
  phoneDigits,
} from './vocabularies/common';

export * from './vocabularies/common';

/*
 * Rules several areas share: the Indian mobile number, the landline, the pincode. The frontends
 * use the plain predicates (`isIndianMobile`), the BFF the schemas that also normalise the value.
 */

/** A phone as it is stored and sent back: `+91 <10 digits>`. */
const storedPhone = (digits: string) => `+91 ${digits.slice(-10)}`;

/** An Indian mobile number, stored as `+91 <10 digits>`. */
export const indianPhoneSchema = inputText('Phone', { max: 30, tooLong: PHONE_MESSAGE })
  .transform(mobileDigits)
  .refine((digits) => INDIAN_MOBILE.test(digits), PHONE_MESSAGE)
  .transform(storedPhone);

/**
 * A landline with its STD code: 10 digits (STD code without its 0, then the number), optionally
 * written with +91 or the trunk 0, spaces, dashes or brackets; stored as `+91 <10 digits>`.
 */
export const landlineSchema = inputText('Phone', { max: 30 })
  .transform(phoneDigits)
  .refine((digits) => INDIAN_LANDLINE.test(digits))
  .transform(storedPhone);

export const COMPANY_PHONE_MESSAGE =
  'Phone must be an Indian mobile number or a landline with its STD code';

/** A company's phone: an Indian mobile number or a landline with its STD code. */
export const companyPhoneSchema = requiredText('Phone', 30, {
  tooLong: COMPANY_PHONE_MESSAGE,
}).pipe(z.union([indianPhoneSchema, landlineSchema], { error: COMPANY_PHONE_MESSAGE }));

/** A phone as stored and sent back. */
export const storedPhoneSchema = z.string().regex(STORED_PHONE);

/** An Indian pincode: 6 digits, not starting with 0. */
export const pincodeSchema = requiredText('Pincode', 6, { tooLong: PINCODE_MESSAGE }).regex(
  PINCODE,
  PINCODE_MESSAGE,
);
