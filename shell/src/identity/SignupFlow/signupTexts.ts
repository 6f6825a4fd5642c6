/** What differs between the job seeker signup and the recruiter registration. */
export interface SignupTexts {
  /** The role the account is created with. */
  role: 'Job Seeker' | 'Recruiter';
  heading: string;
  intro: string;
  sendLabel: string;
  sendingLabel: string;
  verifyLabel: string;
  verifyingLabel: string;
  backLabel: string;
  otpSent: string;
  /** Shown when sending fails; the server's text comes instead (or after it) when present. */
  sendFailed: (serverText: string | undefined) => string;
  verifyFailed: (serverText: string | undefined) => string;
  createFailed: (serverText: string | undefined) => string;
  created: string;
}

/** docs/product/identity-and-accounts.md#seeker-signup, verbatim. */
export const JOB_SEEKER_SIGNUP_TEXTS: SignupTexts = {
  role: 'Job Seeker',
  heading: 'Create your Rozgar profile',
  intro: 'Search and apply to jobs from top companies across India.',
  sendLabel: 'Send OTP',
  sendingLabel: 'Sending OTP...',
  verifyLabel: 'Verify OTP',
  verifyingLabel: 'Verifying...',
  backLabel: 'Back to Signup',
  otpSent: 'OTP sent to your email. Please check and verify.',
  sendFailed: (serverText) => serverText ?? 'Failed to send OTP. Please try again.',
  verifyFailed: (serverText) => serverText ?? 'OTP verification failed. Please try again.',
  createFailed: (serverText) =>
    serverText
      ? `Account creation failed: ${serverText}`
      : 'Account creation failed. Please try again.',
  created: 'Signup Successful!',
};

/** docs/product/identity-and-accounts.md#recruiter-registration, verbatim. */
export const RECRUITER_SIGNUP_TEXTS: SignupTexts = {
  role: 'Recruiter',
  heading: 'Register as a Recruiter',
  intro: 'Post jobs, manage responses and search candidates on Rozgar.',
  sendLabel: 'Get Verification Code',
  sendingLabel: 'Sending code...',
  verifyLabel: 'Verify & Create Account',
  verifyingLabel: 'Creating account...',
  backLabel: 'Back',
  otpSent: 'OTP sent to your email. Please verify to continue.',
  sendFailed: (serverText) =>
    serverText ? `Error sending OTP: ${serverText}` : 'Failed to send OTP. Please try again.',
  verifyFailed: (serverText) => serverText ?? 'OTP verification failed. Please try again.',
  createFailed: (serverText) =>
    serverText ? `Signup Failed: ${serverText}` : 'Signup Failed: Please try again.',
  created: 'Recruiter account created successfully!',
};
