import { zodResolver } from '@hookform/resolvers/zod';
import { Button, errorText, Modal, TextField } from '@rozgar/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import {
  saveCandidateSearch,
  type CandidateCriteria,
  type SavedSearch,
} from '../../resdex/candidatesApi';
import { SEARCH_LIMITS } from '../../resdex/searchForm';

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const titleSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the search a title'),
      z.maxLength(SEARCH_LIMITS.title, `Use at most ${SEARCH_LIMITS.title} characters`),
    ),
});

type TitleValues = z.input<typeof titleSchema>;

/**
 * Saves the current criteria under a title the recruiter gives in a dialog
 * (docs/product/resume-search-resdex.md#recent-and-saved-searches). Open while `criteria` is set.
 */
export function SaveSearchDialog({
  criteria,
  onClose,
  onSaved,
}: {
  criteria: CandidateCriteria | null;
  onClose: () => void;
  onSaved: (search: SavedSearch) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TitleValues>({ resolver: zodResolver(titleSchema), defaultValues: { title: '' } });

  const close = () => {
    reset({ title: '' });
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async ({ title }) => {
    if (!criteria) return;
    setFailure(null);
    try {
      const search = await saveCandidateSearch(title.trim(), criteria);
      reset({ title: '' });
      onSaved(search);
    } catch (error) {
      setFailure(errorText(error, 'Failed to save the search. Please try again.'));
    }
  });

  return (
    <Modal
      open={criteria !== null}
      onClose={close}
      title="Save this search"
      description="Give the search a title to find it again under Saved Searches."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="save-search-form" loading={isSubmitting}>
            Save search
          </Button>
        </>
      }
    >
      <form id="save-search-form" noValidate onSubmit={submit}>
        <TextField
          label="Search title"
          required
          maxLength={SEARCH_LIMITS.title}
          error={errors.title?.message}
          {...register('title')}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </form>
    </Modal>
  );
}
