// The rules and texts are the contracts' (the very ones the BFF checks).
import {
  CONTACT_LIMITS,
  CONTACT_TEXTS,
  PHONE_MESSAGE,
  isIndianMobile,
} from '@rozgar/contracts/vocabularies';
import { TextField } from '@rozgar/design-system';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod/mini';

/** The email field's problem: the contracts' text. */
export const EMAIL_MESSAGE = CONTACT_TEXTS.email;

/**
 * The zod fields behind `ContactFields`, to spread into a form's schema. The phone may be left
 * empty when it is optional; when given it must be a valid mobile number.
 */
export function contactDetailsShape({ phoneRequired }: { phoneRequired: boolean }) {
  return {
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(CONTACT_LIMITS.name.min, CONTACT_TEXTS.name),
        z.maxLength(CONTACT_LIMITS.name.max, CONTACT_TEXTS.nameTooLong),
      ),
    email: z
      .string()
      .check(
        z.trim(),
        z.regex(z.regexes.email, CONTACT_TEXTS.email),
        z.maxLength(CONTACT_LIMITS.email, CONTACT_TEXTS.email),
      ),
    phone: z.string().check(
      z.trim(),
      z.refine((value) => (!phoneRequired && value === '') || isIndianMobile(value), PHONE_MESSAGE),
    ),
  };
}

/** What the fields hold while the form is being filled in. */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

export interface ContactFieldsOptions {
  /** The `register` and `formState.errors` of a form whose values include these three fields. */
  register: (field: keyof ContactDetails) => UseFormRegisterReturn;
  errors: Partial<Record<keyof ContactDetails, { message?: string }>>;
  /** Required phone: labelled "Phone"; otherwise "Phone (optional)". */
  phoneRequired: boolean;
  /** Help text under the phone field. */
  phoneHint: string;
}

/**
 * Name, email and phone of a public contact form (contact us, book a counselling session),
 * registered on the caller's react-hook-form form, each with its error. Called inline in the
 * form's render (not as a child component) so the fields are registered in the order they are
 * shown, the order in which react-hook-form looks for the first invalid field to focus.
 */
export function contactFields({
  register,
  errors,
  phoneRequired,
  phoneHint,
}: ContactFieldsOptions) {
  return (
    <>
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        hint={phoneHint}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
