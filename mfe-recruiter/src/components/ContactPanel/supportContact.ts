import { DEFAULT_SUPPORT_HOURS } from '@rozgar/design-system';

/**
 * The support contact (docs/product/navigation-and-layout.md#support-contact): set per deployment
 * at build time (`SUPPORT_PHONE`, `SUPPORT_EMAIL`, webpack's DefinePlugin), with the same fallbacks
 * as the shell's footer, which this remote may not import.
 */
export const supportContact = {
  phone: process.env.SUPPORT_PHONE || '+91 80 4000 1234',
  email: process.env.SUPPORT_EMAIL || 'support@rozgar.example',
  hours: DEFAULT_SUPPORT_HOURS,
} as const;

/** A `tel:` link for a phone number as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
