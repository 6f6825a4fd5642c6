import { useSearchParams } from 'react-router-dom';
import { SignupFlow } from '../../identity/SignupFlow/SignupFlow';
import { JOB_SEEKER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';

/**
 * `/signup`: the job seeker's two-step signup (docs/product/identity-and-accounts.md), keeping a
 * `?next=` return path (checked by safeNextPath) for the login that follows.
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  return <SignupFlow texts={JOB_SEEKER_SIGNUP_TEXTS} next={searchParams.get('next')} />;
}
