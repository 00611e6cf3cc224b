import { HStack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import Wifi from 'lucide-react/icons/wifi';
import WifiOff from 'lucide-react/icons/wifi-off';
import { StatCard } from '@/shared/ui';
import { NETWORK_LABELS } from '../lib/classify';
import { $networkQuality, $pingMs, NetworkStatusGate } from '../model/network';

const COLORS = { excellent: 'green.fg', good: 'teal.fg', poor: 'orange.fg', disconnected: 'red.fg' } as const;

/** The dashboard's Network Status card: checks /api/ping every 5 s and on reconnection. */
export function NetworkStatusCard() {
  useGate(NetworkStatusGate);
  const [quality, ms] = useUnit([$networkQuality, $pingMs]);
  return (
    <StatCard
      label="Network Status"
      loading={quality === null}
      icon={quality === 'disconnected' ? <WifiOff /> : <Wifi />}
      value={
        quality ? (
          <HStack gap="2" color={COLORS[quality]} aria-live="polite">
            <Text as="span">{NETWORK_LABELS[quality]}</Text>
          </HStack>
        ) : (
          'Checking'
        )
      }
      help={
        ms !== null
          ? `${ms} ms round trip`
          : quality === 'disconnected'
            ? 'No connection to the server'
            : undefined
      }
    />
  );
}
