import { REVIEW_TEXTS } from '@rozgar/contracts/vocabularies';
import {
  Card,
  errorText,
  isLoggedOut,
  Spinner,
  useKnownSession,
  useToast,
} from '@rozgar/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { communityQueryKeys } from '../../data/queries';
import { clearDraft, loadDraft, saveDraft } from '../../reviews/reviewDraft';
import { useDraftThroughLogin } from '../../reviews/useDraftThroughLogin';
import { writeReview } from '../../reviews/reviewsApi';
import { WriteReviewForm } from '../../reviews/WriteReviewForm/WriteReviewForm';
import {
  emptyReview,
  toWriteReviewBody,
  type WriteReviewValues,
} from '../../reviews/writeReviewForm';

const Page = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const PATH = '/write-review';
const EDITED = 'Your review was updated';

/**
 * `/write-review` (docs/product/community-and-reviews.md, "Write a review"): the full review form.
 * A visitor may fill it in; "Submit Anonymously" keeps the draft in this tab and asks them to log
 * in, and the login brings them back to the filled form. A job seeker's review is stored (a second
 * one of the same company rewrites the first) and the company's reviews open.
 */
export function WriteReviewPage() {
  const { status, user } = useKnownSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [defaultValues] = useState<WriteReviewValues>(() => loadDraft() ?? emptyReview);
  const { loginHref, toLogin, keepDraft, submitting } = useDraftThroughLogin(
    PATH,
    defaultValues,
    saveDraft,
  );

  const mutation = useMutation({
    mutationFn: writeReview,
    onSuccess: ({ review, edited }) => {
      clearDraft();
      toast({ tone: 'success', title: edited ? EDITED : REVIEW_TEXTS.submitted });
      void queryClient.invalidateQueries({ queryKey: communityQueryKeys.reviews });
      navigate(`/employee-reviews/${review.company_id}`);
    },
  });

  if (status === 'unknown') return <Spinner label="Loading your session" />;

  return (
    <Page aria-labelledby="write-review-heading">
      <h1 id="write-review-heading">Rate your company, anonymously!</h1>
      <Banner>{REVIEW_TEXTS.confidential}</Banner>
      {!user && (
        <Card as="aside" aria-label="Log in to submit">
          <p style={{ margin: 0 }}>
            Log in as a job seeker to submit your review: what you fill in here is kept while you
            do. <Link to={loginHref}>Login</Link>
          </p>
        </Card>
      )}
      <WriteReviewForm
        defaultValues={defaultValues}
        onValuesChange={user ? undefined : keepDraft}
        onSubmit={async (values) => {
          submitting(values);
          if (!user) return toLogin(values);
          await mutation.mutateAsync(toWriteReviewBody(values));
        }}
        onFailure={(error) => {
          if (isLoggedOut(error)) return toLogin();
          toast({ tone: 'error', title: errorText(error, 'Failed to submit review') });
        }}
      />
    </Page>
  );
}
