import { SignupFlow } from '../../identity/SignupFlow/SignupFlow';
import { RECRUITER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';

/**
 * `/recruiter-signup`: recruiter registration with e-mail verification
 * (docs/product/identity-and-accounts.md#recruiter-registration).
 */
export function RecruiterSignupPage() {
  return <SignupFlow texts={RECRUITER_SIGNUP_TEXTS} />;
}
