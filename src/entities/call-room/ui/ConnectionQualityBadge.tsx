import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import Activity from 'lucide-react/icons/activity';
import { InfoPopover } from '@/shared/ui';
import type { LinkQuality, QualityBand } from '../lib/quality';

const BAND_TEXT: Record<QualityBand, string> = {
  good: 'Good connection',
  fair: 'Fair connection',
  poor: 'Poor connection',
  lost: 'Connection lost',
  unknown: 'Measuring connection',
};
const BAND_PALETTE: Record<QualityBand, string> = {
  good: 'green',
  fair: 'orange',
  poor: 'red',
  lost: 'red',
  unknown: 'gray',
};

const figure = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

export interface ConnectionQualityBadgeProps {
  /** The latest sample; null before the first one. */
  quality: LinkQuality | null;
}

/**
 * A small badge with the call's connection band (ITU-T G.114: good up to 150 ms one way, fair up to 400,
 * poor beyond), or that no audio gets through; pressing it shows the figures. The band is announced politely
 * when it changes.
 */
export function ConnectionQualityBadge({ quality }: ConnectionQualityBadgeProps) {
  const band = quality?.band ?? 'unknown';
  const rows: Array<[string, string]> = [
    ['One-way delay (estimate)', figure(quality?.oneWayMs ?? null, 'ms')],
    ['Round-trip time', figure(quality?.rttMs ?? null, 'ms')],
    ['Jitter', figure(quality?.jitterMs ?? null, 'ms')],
    ['Packet loss', figure(quality?.lossPercent ?? null, '%')],
  ];
  return (
    <InfoPopover
      width="64"
      trigger={(props) => (
        <chakra.button
          {...props}
          type="button"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          px="2.5"
          h="8"
          whiteSpace="nowrap"
          rounded="full"
          fontSize="sm"
          fontWeight="medium"
          colorPalette={BAND_PALETTE[band]}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          cursor="pointer"
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '2px',
          }}
          data-testid="connection-quality"
          data-band={band}
        >
          <Activity size={14} aria-hidden />
          <Box as="span" aria-live="polite">
            {BAND_TEXT[band]}
          </Box>
        </chakra.button>
      )}
    >
      {(Popover) => (
        <Popover.Body>
          <Popover.Title fontWeight="semibold" mb="2">
            {BAND_TEXT[band]}
          </Popover.Title>
          <Stack as="dl" gap="1" fontSize="sm">
            {rows.map(([label, value]) => (
              <Box key={label} display="flex" justifyContent="space-between" gap="4">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontVariantNumeric="tabular-nums">
                  {value}
                </Text>
              </Box>
            ))}
          </Stack>
          {band === 'lost' && (
            <Text fontSize="sm" mt="2">
              No audio is getting through. Reconnecting...
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" mt="2">
            Good up to 150 ms one way, fair up to 400 ms (ITU-T G.114).
          </Text>
        </Popover.Body>
      )}
    </InfoPopover>
  );
}
