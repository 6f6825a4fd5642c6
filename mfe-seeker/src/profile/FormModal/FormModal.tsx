import { Button, Modal, useToast } from '@rozgar/design-system';
import { useId, useState } from 'react';
import type { z } from 'zod/mini';
import styled from 'styled-components';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { FormFields } from '../FormFields/FormFields';
import type { FieldSpec, FormValues } from '../profileForms';

const FailureText = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface FormModalProps {
  open: boolean;
  title: string;
  fields: readonly FieldSpec[];
  schema: z.ZodMiniType<FormValues, FormValues>;
  defaultValues: FormValues;
  submitLabel?: string;
  /** Toast title when `onSubmit` fails, e.g. "Failed to save data" (the server text follows). */
  errorTitle: string;
  /** Saves the validated values; the caller closes the modal once it resolves. */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

function FormBody({
  formId,
  fields,
  schema,
  defaultValues,
  errorTitle,
  onSubmit,
  onBusy,
}: Pick<FormModalProps, 'fields' | 'schema' | 'defaultValues' | 'errorTitle' | 'onSubmit'> & {
  formId: string;
  onBusy: (busy: boolean) => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(schema, defaultValues);

  const submit = form.handleSubmit(async (values) => {
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setFailure(message ? `${errorTitle}: ${message}` : errorTitle);
      toast({ tone: 'error', title: errorTitle, description: message || undefined });
    } finally {
      onBusy(false);
    }
  });

  return (
    <form id={formId} ref={form.ref} noValidate onSubmit={submit} onChange={form.onChange}>
      <FormFields
        fields={fields}
        errors={form.errors}
        idPrefix={formId}
        defaultValues={defaultValues}
      />
      {failure ? <FailureText>{failure}</FailureText> : null}
    </form>
  );
}

/**
 * A profile section's add/edit dialog (design-system Modal: named, focus kept inside and given
 * back): labelled fields validated by the zod schema, Save and Cancel.
 */
export function FormModal({
  open,
  title,
  fields,
  schema,
  defaultValues,
  submitLabel = 'Save',
  errorTitle,
  onSubmit,
  onClose,
}: FormModalProps) {
  const formId = useId().replace(/:/g, '');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`form${formId}`} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormBody
        formId={`form${formId}`}
        fields={fields}
        schema={schema}
        defaultValues={defaultValues}
        errorTitle={errorTitle}
        onSubmit={onSubmit}
        onBusy={setBusy}
      />
    </Modal>
  );
}
