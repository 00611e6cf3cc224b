import type { Call } from '@/shared/api';

export interface DailyCallStat {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  calls: number;
  /** Talk minutes of the calls started that day (running calls count up to now). */
  minutes: number;
}

const DAY_MS = 86_400_000;

// Creating an Intl formatter costs far more than using one: one per time zone, not one per call.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function dayKey(time: number, timeZone?: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  return format.format(time);
}

/** Days the dashboard's chart shows, today last. */
export const CHART_DAYS = 14;

/** The earliest start a call in the last `days` days can have, in any time zone (a day's margin). */
export function chartWindowStart(now: number, days = CHART_DAYS): number {
  return now - (days + 1) * DAY_MS;
}

/** Calls and talk minutes per day over the last `days` days (today last), from the calls list. */
export function dailyCallStats(
  calls: readonly Call[],
  now: number,
  days = CHART_DAYS,
  timeZone?: string,
): DailyCallStat[] {
  const stats: DailyCallStat[] = [];
  const index = new Map<string, DailyCallStat>();
  for (let i = days - 1; i >= 0; i -= 1) {
    const day = dayKey(now - i * DAY_MS, timeZone);
    if (index.has(day)) continue;
    const stat = { day, calls: 0, minutes: 0 };
    stats.push(stat);
    index.set(day, stat);
  }
  // Calls older than the window cannot land in it: skip formatting them.
  const earliest = chartWindowStart(now, days);
  for (const call of calls) {
    const start = Date.parse(call.startTime);
    if (Number.isNaN(start) || start < earliest) continue;
    const stat = index.get(dayKey(start, timeZone));
    if (!stat) continue;
    const endParsed = call.endTime ? Date.parse(call.endTime) : Number.NaN;
    const end = Number.isNaN(endParsed) ? (call.status === 'active' ? now : start) : endParsed;
    stat.calls += 1;
    stat.minutes += Math.max(0, Math.round((end - start) / 60_000));
  }
  return stats;
}
