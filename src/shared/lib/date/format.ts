// Building an Intl formatter costs far more than formatting with one (a 100-row table formats 200 dates):
// one formatter per option set and time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(kind: 'dateTime' | 'date', timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = `${kind}|${timeZone ?? ''}`;
  let format = formatters.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(kind === 'dateTime' ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone,
    });
    formatters.set(cacheKey, format);
  }
  return format;
}

/** 'Jan 5, 2025, 3:04 PM' (short month, spec 01 §9); 'Never' for a missing or unreadable date. */
export function formatShortDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Never';
  return formatterOf('dateTime', timeZone).format(date);
}

/** 'Jan 5, 2025'; 'Never' for a missing date. */
export function formatShortDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Never';
  return formatterOf('date', timeZone).format(date);
}
