import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUB_USER_EMAIL_MAX,
  SUB_USER_NAME_MAX,
  SUB_USER_TEXTS,
  subUserInviteBodySchema,
  type SubUserInviteBody,
} from '@rozgar/contracts/sub-users';
import { Button, errorText, TextField } from '@rozgar/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const Submit = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Failure = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SubUserInviteFormProps {
  /** No seat left: the form says so instead of sending (the server would refuse with 403). */
  full?: boolean;
  /** Sends the invitation; a rejection's text (the server's 409 or 403) shows under the form. */
  onInvite: (body: SubUserInviteBody) => Promise<void>;
}

/**
 * Invite a colleague as a sub-user (docs/product/recruiter-tools-and-workspace.md#sub-users): name
 * and e-mail, checked with the contract's body schema as the server checks them; the server's
 * refusal (address already invited or registered, no seat left) stays under the form in words.
 * Cleared once the invitation is sent.
 */
export function SubUserInviteForm({ full = false, onInvite }: SubUserInviteFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubUserInviteBody>({
    resolver: zodResolver(subUserInviteBodySchema),
    defaultValues: { name: '', email: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onInvite(body);
      reset({ name: '', email: '' });
    } catch (error) {
      setFailure(errorText(error, 'Failed to send the invitation. Please try again.'));
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={SUB_USER_TEXTS.invite}>
      <TextField
        label={SUB_USER_TEXTS.nameLabel}
        autoComplete="off"
        required
        maxLength={SUB_USER_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={SUB_USER_TEXTS.emailLabel}
        type="email"
        autoComplete="off"
        required
        maxLength={SUB_USER_EMAIL_MAX}
        error={errors.email?.message}
        {...register('email')}
      />
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Submit>
        <Button type="submit" loading={isSubmitting} disabled={full}>
          {SUB_USER_TEXTS.sendInvite}
        </Button>
        {full ? (
          <Note>
            Every seat is taken. Withdraw an invitation or remove a sub-user to invite someone else.
          </Note>
        ) : null}
      </Submit>
    </Form>
  );
}
