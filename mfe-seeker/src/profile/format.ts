/**
 * Display helpers of the profile pages: sizes as "120 kB", dates as "05 Mar 25"
 * (docs/product/README.md#conventions-used-on-these-pages).
 */

export { formatCalendarDate, formatDate } from '@rozgar/design-system/format';

const sizeFormats = {
  byte: new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
  kilobyte: new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }),
  megabyte: new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }),
};

/** "812 bytes", "120 kB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return sizeFormats.byte.format(bytes);
  if (bytes < 1024 * 1024) return sizeFormats.kilobyte.format(bytes / 1024);
  return sizeFormats.megabyte.format(bytes / (1024 * 1024));
}
