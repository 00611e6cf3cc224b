/** 'Jan 5, 2025, 3:04 PM' (short month, spec 01 §9); 'Never' for a missing or unreadable date. */
export function formatShortDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Never';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** 'Jan 5, 2025'; 'Never' for a missing date. */
export function formatShortDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Never';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}
