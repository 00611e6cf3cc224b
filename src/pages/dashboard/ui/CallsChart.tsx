import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { DailyCallStat } from '../lib/daily';

const W = 560;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** Calls (bars) and talk minutes (line) per day over 14 days, drawn in plain SVG. */
export function CallsChart({ stats }: { stats: DailyCallStat[] }) {
  const maxCalls = Math.max(1, ...stats.map((s) => s.calls));
  const maxMinutes = Math.max(1, ...stats.map((s) => s.minutes));
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
          <Text>Calls ({totalCalls})</Text>
        </HStack>
        <HStack gap="1.5">
          <Box w="3" h="0.5" bg="orange.solid" aria-hidden />
          <Text>Talk minutes ({totalMinutes})</Text>
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
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          stroke="currentColor"
          strokeOpacity="0.2"
        />
        {stats.map((s, i) => {
          const h = (s.calls / maxCalls) * innerH;
          const x = PAD.left + step * i + (step - barW) / 2;
          return (
            <g key={s.day}>
              <rect className="bar" x={x} y={PAD.top + innerH - h} width={barW} height={h} rx="2">
                <title>{`${shortDay(s.day)}: ${s.calls} calls, ${s.minutes} minutes`}</title>
              </rect>
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
    </Box>
  );
}
