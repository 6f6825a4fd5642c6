import { REVIEW_LIMITS, REVIEW_TEXTS } from '@rozgar/contracts/vocabularies';
import { Button, StarRating, TextArea, TextField } from '@rozgar/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CompanyReviewInput } from '../../reviews/reviewsApi';

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  h3 {
    margin: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface CompanyReviewFormProps {
  companyName: string;
  /** Sends the review; resolves true once stored (the form is then reset by its owner). */
  onSubmit: (input: CompanyReviewInput) => Promise<boolean>;
  submitting: boolean;
  /** The server's refusal of the last try ("Pros contains language that is not allowed…"). */
  serverError?: string;
}

const EMPTY = { rating: 0, title: '', pros: '', cons: '', advice: '' };

/**
 * The company page's short review form (docs/product/community-and-reviews.md#writing-a-review):
 * Overall Rating, Review Title, Pros and Cons required — "Please fill in all required fields." —
 * and Advice to Management optional.
 */
export function CompanyReviewForm({
  companyName,
  onSubmit,
  submitting,
  serverError,
}: CompanyReviewFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const problemId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const ratingRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof typeof EMPTY) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: value }));

  const blank = {
    rating: values.rating < 1,
    title: values.title.trim() === '',
    pros: values.pros.trim() === '',
    cons: values.cons.trim() === '',
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(blank).some(Boolean)) {
      setMissing(true);
      // The first field left out takes the focus (its label says what it is).
      const first = Object.entries(blank).find(([, isBlank]) => isBlank)![0];
      if (first === 'rating') ratingRef.current?.focus();
      else formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setMissing(false);
    const advice = values.advice.trim();
    const stored = await onSubmit({
      rating: values.rating,
      title: values.title.trim(),
      pros: values.pros.trim(),
      cons: values.cons.trim(),
      ...(advice && { advice_to_management: advice }),
    });
    if (stored) setValues(EMPTY);
  };

  const problem = missing ? REVIEW_TEXTS.requiredFields : serverError;
  const showMissing = (isBlank: boolean) => (missing && isBlank ? 'Required' : undefined);

  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={problem ? problemId : undefined}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId}>Review {companyName}</h3>
      <StarRating
        label="Overall Rating"
        required
        ref={ratingRef}
        value={values.rating || null}
        onChange={set('rating')}
        error={showMissing(blank.rating)}
      />
      <TextField
        label="Review Title"
        required
        data-field="title"
        maxLength={REVIEW_LIMITS.title}
        value={values.title}
        onChange={(event) => set('title')(event.target.value)}
        error={showMissing(blank.title)}
      />
      <TextArea
        label="Pros"
        required
        data-field="pros"
        maxLength={REVIEW_LIMITS.pros}
        value={values.pros}
        onChange={(event) => set('pros')(event.target.value)}
        error={showMissing(blank.pros)}
      />
      <TextArea
        label="Cons"
        required
        data-field="cons"
        maxLength={REVIEW_LIMITS.cons}
        value={values.cons}
        onChange={(event) => set('cons')(event.target.value)}
        error={showMissing(blank.cons)}
      />
      <TextArea
        label="Advice to Management"
        hint="Optional"
        maxLength={REVIEW_LIMITS.advice_to_management}
        value={values.advice}
        onChange={(event) => set('advice')(event.target.value)}
      />
      <div role="alert" id={problemId}>
        {problem && <Problem>{problem}</Problem>}
      </div>
      <Actions>
        <Button type="submit" loading={submitting}>
          Submit Review
        </Button>
      </Actions>
    </Form>
  );
}
