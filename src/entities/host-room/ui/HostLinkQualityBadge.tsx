import { useUnit } from 'effector-react';
import { ConnectionQualityBadge } from '@/entities/call-room/@x/host-room';
import { $hostLinkQuality } from '../model';

// The badge subscribes to its link's samples: a new sample every 2 s re-renders the badge, not the room.

/** The host's link to the call's participants. */
export function HostLinkQualityBadge() {
  return <ConnectionQualityBadge quality={useUnit($hostLinkQuality)} />;
}
