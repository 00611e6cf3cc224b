import { useUnit } from 'effector-react';
import { $hostLinkQuality } from '../model/host-room';
import { $userLinkQuality } from '../model/user-room';
import { ConnectionQualityBadge } from './ConnectionQualityBadge';

// Each badge subscribes to its own link's samples: a new sample every 2 s re-renders the badge, not the room.

/** The host's link to the call's participants. */
export function HostLinkQualityBadge() {
  return <ConnectionQualityBadge quality={useUnit($hostLinkQuality)} />;
}

/** The user's link to the host. */
export function UserLinkQualityBadge() {
  return <ConnectionQualityBadge quality={useUnit($userLinkQuality)} />;
}
