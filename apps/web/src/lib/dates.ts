// The shop is in India: something done at 1 am IST is dated that day, wherever the browser's clock is.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const shortDateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "10 Mar 2026"; '' for a value that is not a date. */
export function formatIndianDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "10 March 2026 at 2:00 pm"; '' for a value that is not a date. */
export function formatIndianDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** "10 Mar 2026, 2:00 pm": a date and time short enough for a table cell (the admin lists); '' for a value that is not a date. */
export function formatIndianShortDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDateTimeFormat.format(date);
}
