import { DEFAULT_SUPPORT_HOURS } from '@rozgar/design-system';

/**
 * Support contact shown in the footer, the contact page and wherever support is offered. Set per
 * deployment at build time from the environment (`SUPPORT_PHONE`, `SUPPORT_EMAIL`, injected by
 * webpack's DefinePlugin). The hours are one text everywhere
 * (docs/product/navigation-and-layout.md#support-contact).
 */
export const supportContact = {
  phone: process.env.SUPPORT_PHONE || '+91 80 4000 1234',
  email: process.env.SUPPORT_EMAIL || 'support@rozgar.example',
  hours: DEFAULT_SUPPORT_HOURS,
} as const;

/** A `tel:` link for a phone number as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
