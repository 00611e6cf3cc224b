import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { DailyCallStat } from '../lib/daily';

const W = 560;
const H = 180;
const PAD = { top: 16, right: 34, bottom: 24, left: 28 };

// One formatter for every label: building one costs more than the 28 labels it formats.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A round axis top at or above `value` (1, 2, 5, 10, 20, 50...), so the middle tick is a whole number. */
export function axisTop(value: number): number {
  if (value <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const top = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= value);
  return top ?? 10 * magnitude;
}

/**
 * Calls (bars, left axis) and talk minutes (line, right axis) per day over the last 14 days, in plain SVG,
 * with each day's call count on its bar. The legend counts only these 14 days; the 'Total Calls' card counts
 * every call, and the caption says so.
 */
export function CallsChart({ stats }: { stats: DailyCallStat[] }) {
  const maxCalls = axisTop(Math.max(...stats.map((s) => s.calls), 0));
  const maxMinutes = axisTop(Math.max(...stats.map((s) => s.minutes), 0));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, stats.length);
  const barW = Math.max(4, step * 0.55);
  const totalCalls = stats.reduce((sum, s) => sum + s.calls, 0);
  const totalMinutes = stats.reduce((sum, s) => sum + s.minutes, 0);
  const points = stats
    .map((s, i) => {
      const x = PAD.left + step * i + step / 2;
      const y = PAD.top + innerH - (s.minutes / maxMinutes) * innerH;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const summary = `Last 14 days: ${totalCalls} calls, ${totalMinutes} talk minutes.`;
  return (
    <Box>
      <HStack gap="4" fontSize="xs" color="fg.muted" mb="2" wrap="wrap">
        <HStack gap="1.5">
          <Box w="3" h="3" borderRadius="sm" bg="brand.solid" aria-hidden />
          <Text>Calls in the last 14 days ({totalCalls}, left axis)</Text>
        </HStack>
        <HStack gap="1.5">
          <Box w="3" h="0.5" bg="orange.solid" aria-hidden />
          <Text>Talk minutes ({totalMinutes}, right axis)</Text>
        </HStack>
      </HStack>
      <chakra.svg
        viewBox={`0 0 ${W} ${H}`}
        w="full"
        h="auto"
        role="img"
        aria-label={summary}
        css={{
          '& .bar': { fill: 'var(--chakra-colors-brand-solid)' },
          '& .line': { stroke: 'var(--chakra-colors-orange-solid)' },
        }}
      >
        {[0, 0.5, 1].map((fraction) => {
          const y = PAD.top + innerH - fraction * innerH;
          return (
            <g key={fraction} fontSize="10" fill="currentColor" opacity="0.7">
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity={fraction === 0 ? 0.3 : 0.1}
              />
              {/* Whole numbers only: a '2.5 calls' tick would read as a fraction of a call. */}
              {Number.isInteger(maxCalls * fraction) ? (
                <text x={PAD.left - 6} y={y + 3} textAnchor="end">
                  {maxCalls * fraction}
                </text>
              ) : null}
              {Number.isInteger(maxMinutes * fraction) ? (
                <text x={W - PAD.right + 6} y={y + 3} textAnchor="start">
                  {maxMinutes * fraction}
                </text>
              ) : null}
            </g>
          );
        })}
        {stats.map((s, i) => {
          const h = (s.calls / maxCalls) * innerH;
          const x = PAD.left + step * i + (step - barW) / 2;
          return (
            <g key={s.day}>
              <rect className="bar" x={x} y={PAD.top + innerH - h} width={barW} height={h} rx="2">
                <title>{`${shortDay(s.day)}: ${s.calls} calls, ${s.minutes} minutes`}</title>
              </rect>
              {s.calls > 0 ? (
                <text
                  x={PAD.left + step * i + step / 2}
                  y={PAD.top + innerH - h - 3}
                  textAnchor="middle"
                  fontSize="10"
                  fontWeight="600"
                  fill="currentColor"
                >
                  {s.calls}
                </text>
              ) : null}
              {i % 2 === 0 || stats.length <= 7 ? (
                <text
                  x={PAD.left + step * i + step / 2}
                  y={H - 6}
                  textAnchor="middle"
                  fontSize="10"
                  fill="currentColor"
                  opacity="0.6"
                >
                  {shortDay(s.day)}
                </text>
              ) : null}
            </g>
          );
        })}
        <polyline className="line" points={points} fill="none" strokeWidth="2" strokeLinejoin="round" />
      </chakra.svg>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Total Calls above counts every call; this chart shows the last 14 days.
      </Text>
    </Box>
  );
}
