/**
 * Support contact shown in the footer. Set per deployment at build time from the environment
 * (`SUPPORT_PHONE`, `SUPPORT_EMAIL`, injected by webpack's DefinePlugin).
 */
export const supportContact = {
  phone: process.env.SUPPORT_PHONE || '+91 80 4000 1234',
  email: process.env.SUPPORT_EMAIL || 'support@rozgar.example',
} as const;
