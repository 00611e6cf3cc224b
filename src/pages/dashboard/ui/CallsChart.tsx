import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { DailyCallStat } from '../lib/daily';

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

const PLOT_HEIGHT = '10rem';
const BAR_SHARE = 0.55;

/** The centre of day `index` of `count` across the plot, in percent of its width. */
const dayCentre = (index: number, count: number) => ((index + 0.5) / count) * 100;

/** Places a bar or a label centred on day `index` of `count`. */
const atDay = (index: number, count: number) =>
  ({ position: 'absolute', left: `${dayCentre(index, count)}%`, transform: 'translateX(-50%)' }) as const;

/**
 * Calls (bars, left axis) and talk minutes (line, right axis) per day over the last 14 days, with each day's
 * call count on its bar. The plot stretches to the card while every label is page text at the legend's size:
 * text inside a scaled SVG would shrink to half that on a phone and grow on a desktop. Day labels thin out
 * where the chart is narrow. The legend counts only these 14 days; the 'Total Calls' card counts every
 * call, and the caption says so.
 */
export function CallsChart({ stats }: { stats: DailyCallStat[] }) {
  const maxCalls = axisTop(Math.max(...stats.map((s) => s.calls), 0));
  const maxMinutes = axisTop(Math.max(...stats.map((s) => s.minutes), 0));
  const count = Math.max(1, stats.length);
  const totalCalls = stats.reduce((sum, s) => sum + s.calls, 0);
  const totalMinutes = stats.reduce((sum, s) => sum + s.minutes, 0);
  // The line in a 100×100 box stretched over the plot; its stroke keeps its width (non-scaling-stroke).
  const points = stats
    .map((s, i) => `${dayCentre(i, count).toFixed(2)},${(100 - (s.minutes / maxMinutes) * 100).toFixed(2)}`)
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
      <Box
        role="img"
        aria-label={summary}
        fontSize="xs"
        lineHeight="1.5"
        ps="7"
        pe="8"
        pt="5"
        pb="6"
        css={{ containerType: 'inline-size' }}
      >
        <Box position="relative" h={PLOT_HEIGHT}>
          {[0, 0.5, 1].map((fraction) => (
            <Box key={fraction} position="absolute" insetX="0" bottom={`${fraction * 100}%`} h="0">
              <Box borderTopWidth="1px" borderColor={fraction === 0 ? 'border.emphasized' : 'border.muted'} />
              {/* Whole numbers only: a '2.5 calls' tick would read as a fraction of a call. */}
              {Number.isInteger(maxCalls * fraction) ? (
                <AxisLabel side="left">{maxCalls * fraction}</AxisLabel>
              ) : null}
              {Number.isInteger(maxMinutes * fraction) ? (
                <AxisLabel side="right">{maxMinutes * fraction}</AxisLabel>
              ) : null}
            </Box>
          ))}
          {stats.map((s, i) => {
            const height = `${(s.calls / maxCalls) * 100}%`;
            return (
              <Box key={s.day}>
                <Box
                  {...atDay(i, count)}
                  bottom="0"
                  w={`${(BAR_SHARE / count) * 100}%`}
                  minW="1"
                  h={height}
                  bg="brand.solid"
                  borderTopRadius="sm"
                  title={`${shortDay(s.day)}: ${s.calls} calls, ${s.minutes} minutes`}
                />
                {s.calls > 0 ? (
                  <Text {...atDay(i, count)} bottom={height} fontWeight="semibold" data-testid="bar-count">
                    {s.calls}
                  </Text>
                ) : null}
                <Text
                  {...atDay(i, count)}
                  top="100%"
                  mt="1"
                  whiteSpace="nowrap"
                  color="fg.muted"
                  // Every other day has room on a desktop, every fourth on a phone.
                  display={i % 2 === 0 || count <= 7 ? undefined : 'none'}
                  css={
                    count > 7 && i % 4 !== 0
                      ? { '@container (max-width: 24rem)': { display: 'none' } }
                      : undefined
                  }
                >
                  {shortDay(s.day)}
                </Text>
              </Box>
            );
          })}
          <chakra.svg
            position="absolute"
            inset="0"
            w="full"
            h="full"
            overflow="visible"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden
          >
            <chakra.polyline
              points={points}
              fill="none"
              stroke="orange.solid"
              strokeWidth="2"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </chakra.svg>
        </Box>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Total Calls above counts every call; this chart shows the last 14 days.
      </Text>
    </Box>
  );
}

/** An axis value beside the plot, centred on its grid line. */
function AxisLabel({ side, children }: { side: 'left' | 'right'; children: number }) {
  return (
    <Text
      position="absolute"
      top="0"
      transform="translateY(-50%)"
      color="fg.muted"
      {...(side === 'left' ? { right: '100%', me: '1.5', textAlign: 'end' } : { left: '100%', ms: '1.5' })}
    >
      {children}
    </Text>
  );
}
