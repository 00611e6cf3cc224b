const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface ClockParts {
  day: string;
  month: string;
  year: string;
  time: string;
}

function clockParts(date: Date, timeZone?: string): ClockParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: MONTHS[Number(part('month')) - 1] ?? '',
    year: part('year'),
    // Colons are not allowed in file names on Windows and browsers would mangle them: '3-04-05 PM'.
    time: `${part('hour')}-${part('minute')}-${part('second')} ${part('dayPeriod').toUpperCase()}`,
  };
}

/**
 * 'Recording-{dd}-{mon}-{yyyy} -- {start time} - {end time}.mp3' with a 12-hour clock (spec 02 §3), e.g.
 * 'Recording-05-Jan-2025 -- 3-04-05 PM - 3-41-10 PM.mp3'. Seconds keep two recordings of the same minute
 * apart; the date is the start's.
 */
export function recordingFileName(
  startedAt: Date | number,
  endedAt: Date | number,
  timeZone?: string,
  extension: 'mp3' | 'wav' = 'mp3',
): string {
  const start = clockParts(new Date(startedAt), timeZone);
  const end = clockParts(new Date(endedAt), timeZone);
  return `Recording-${start.day}-${start.month}-${start.year} -- ${start.time} - ${end.time}.${extension}`;
}

/** '0:07', '12:34', '1:02:03': the elapsed time of a running recording. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
