/** Display helpers of the profile pages: dates as "05 Mar 25" (spec 01 §9), sizes as "120 kB". */

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const dateOnlyFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** An instant ("2026-11-20T10:00:00Z") as "20 Nov 26" in India; "" when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A calendar date ("1998-03-05", a date of birth) as "05 Mar 98", whatever the time zone. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dateOnlyFormat.format(date);
}

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
