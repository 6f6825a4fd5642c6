import { INTERVIEW_EXPERIENCE_TEXTS } from '@rozgar/contracts/vocabularies';
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
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { communityQueryKeys } from '../../data/queries';
import { useDraftThroughLogin } from '../../reviews/useDraftThroughLogin';
import {
  clearInterviewDraft,
  loadInterviewDraft,
  saveInterviewDraft,
} from '../../interviews/interviewDraft';
import { shareInterviewExperience } from '../../interviews/interviewExperiencesApi';
import { ShareInterviewForm } from '../../interviews/ShareInterviewForm/ShareInterviewForm';
import {
  emptyInterview,
  toShareInterviewBody,
  type ShareInterviewValues,
} from '../../interviews/shareInterviewForm';
import { SHARE_INTERVIEW_EXPERIENCE_PATH as PATH } from '../../interviews/shareInterviewExperiencePath';

const Page = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** The form to start from: the kept draft, else empty with the company of the address, if any. */
function startingValues(search: URLSearchParams): ShareInterviewValues {
  const draft = loadInterviewDraft();
  if (draft) return draft;
  const name = search.get('company')?.trim() ?? '';
  const id = search.get('company_id') ?? '';
  return name
    ? { ...emptyInterview, company_name: name, company_id: /^[0-9a-f]{24}$/i.test(id) ? id : '' }
    : emptyInterview;
}

/**
 * `/share-interview-experience` (docs/product/community-and-reviews.md, "Share interview
 * experience"): the company, role, month, difficulty, outcome, how the candidate got the
 * interview, the questions asked, the experience and tips. A visitor may fill it in; "Share
 * anonymously" keeps the draft in this tab and asks them to log in, and the login brings them back
 * to the filled form. A job seeker's experience is stored and the company's reviews page opens.
 */
export function ShareInterviewExperiencePage() {
  const { status, user } = useKnownSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [defaultValues] = useState<ShareInterviewValues>(() => startingValues(search));
  const { loginHref, toLogin, keepDraft, submitting } = useDraftThroughLogin(
    PATH,
    defaultValues,
    saveInterviewDraft,
  );

  const mutation = useMutation({
    mutationFn: shareInterviewExperience,
    onSuccess: ({ experience }) => {
      clearInterviewDraft();
      toast({ tone: 'success', title: INTERVIEW_EXPERIENCE_TEXTS.shared });
      void queryClient.invalidateQueries({
        queryKey: communityQueryKeys.interviewExperiences(experience.company_id),
      });
      navigate(`/employee-reviews/${experience.company_id}`);
    },
  });

  if (status === 'unknown') return <Spinner label="Loading your session" />;

  return (
    <Page aria-labelledby="share-interview-heading">
      <h1 id="share-interview-heading">Share interview experience</h1>
      <p>
        Help the next candidate prepare: what was asked, how hard it was and how it ended. Your name
        is never shown.
      </p>
      {!user && (
        <Card as="aside" aria-label="Log in to share">
          <p>
            Log in as a job seeker to share your interview experience: what you fill in here is kept
            while you do. <Link to={loginHref}>Login</Link>
          </p>
        </Card>
      )}
      <ShareInterviewForm
        defaultValues={defaultValues}
        onValuesChange={user ? undefined : keepDraft}
        onSubmit={async (values) => {
          submitting(values);
          if (!user) return toLogin(values);
          await mutation.mutateAsync(toShareInterviewBody(values));
        }}
        onFailure={(error) => {
          if (isLoggedOut(error)) return toLogin();
          toast({
            tone: 'error',
            title: errorText(error, INTERVIEW_EXPERIENCE_TEXTS.failedToShare),
          });
        }}
      />
    </Page>
  );
}
