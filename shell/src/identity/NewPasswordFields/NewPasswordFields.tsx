import { TextField } from '@rozgar/design-system';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULE_TEXT } from '../identitySchemas';

type PasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsOptions {
  /** The `register` and `formState.errors` of a form whose values include both fields. */
  register: (field: PasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordField, { message?: string }>>;
  /** "Password" on signup, "New password" when resetting; the second field is "Confirm …". */
  label: 'Password' | 'New password';
}

/**
 * A new password and its confirmation, with the password rule as the first field's hint. Called
 * inline in the form's render (like `contactFields`), so react-hook-form registers the fields in
 * the order they are shown and focuses the first invalid one.
 */
export function newPasswordFields({ register, errors, label }: NewPasswordFieldsOptions) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE_TEXT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
