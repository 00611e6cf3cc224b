/**
 * 'month day, year at hh:mm AM/PM', e.g. 'March 7, 2025 at 09:05 PM'. The zone defaults to the
 * device's; pass one (e.g. 'Asia/Kolkata') for fixed output. An unreadable date gives ''.
 */
export function formatExpiryDate(
  value: string | number | Date | null | undefined,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = part('hour').padStart(2, '0');
  return `${part('month')} ${part('day')}, ${part('year')} at ${hour}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
