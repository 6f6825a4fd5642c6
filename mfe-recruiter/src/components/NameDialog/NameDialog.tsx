import { zodResolver } from '@hookform/resolvers/zod';
import { Button, errorText, Modal, TextField } from '@rozgar/design-system';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface NameDialogProps {
  open: boolean;
  /** The dialog's title ("New folder", "Rename folder", "Rename saved search"). */
  title: string;
  /** The field's label ("Folder name", "Search title"). */
  label: string;
  /** The name the field starts with ('' for a new one). */
  initial?: string;
  /** Most characters the name may have. */
  max: number;
  /** The texts for a blank name and the failure when the server gave none. */
  requiredMessage: string;
  failureFallback: string;
  /** The submit button's text. */
  submitLabel: string;
  onClose: () => void;
  /** Sends the name; a rejection's text (the server's 409, say) shows in the dialog. */
  onSubmit: (name: string) => Promise<void>;
}

interface NameValues {
  name: string;
}

/**
 * A dialog asking for one name: a new or renamed Resdex folder, a saved search's new title
 * (docs/product/recruiter-tools-and-workspace.md#resdex-folders). Checked as the server checks
 * it (trimmed, not blank, at most `max`); the server's refusal stays in the dialog.
 */
export function NameDialog({
  open,
  title,
  label,
  initial = '',
  max,
  requiredMessage,
  failureFallback,
  submitLabel,
  onClose,
  onSubmit,
}: NameDialogProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, requiredMessage),
            z.maxLength(max, `Use at most ${max} characters`),
          ),
      }),
    [max, requiredMessage],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: { name: initial } });

  useEffect(() => {
    if (open) {
      reset({ name: initial });
      setFailure(null);
    }
  }, [open, initial, reset]);

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setFailure(errorText(error, failureFallback));
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={label}
          required
          maxLength={max}
          error={errors.name?.message}
          {...register('name')}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </form>
    </Modal>
  );
}
