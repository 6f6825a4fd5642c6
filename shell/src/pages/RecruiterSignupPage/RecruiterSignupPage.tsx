import { SignupFlow } from '../../identity/SignupFlow/SignupFlow';
import { RECRUITER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';

/** `/recruiter-signup`: recruiter registration with e-mail verification (spec 02 §2). */
export function RecruiterSignupPage() {
  return <SignupFlow texts={RECRUITER_SIGNUP_TEXTS} />;
}
