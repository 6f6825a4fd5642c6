import { SignupFlow } from '../../identity/SignupFlow/SignupFlow';
import { JOB_SEEKER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';

/** `/signup`: the job seeker's two-step signup (docs/product/identity-and-accounts.md). */
export function SignupPage() {
  return <SignupFlow texts={JOB_SEEKER_SIGNUP_TEXTS} />;
}
