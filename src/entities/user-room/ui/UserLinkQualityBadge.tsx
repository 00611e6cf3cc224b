import { useUnit } from 'effector-react';
import { ConnectionQualityBadge } from '@/entities/call-room/@x/user-room';
import { $userLinkQuality } from '../model';

// The badge subscribes to its link's samples: a new sample every 2 s re-renders the badge, not the room.

/** The user's link to the host. */
export function UserLinkQualityBadge() {
  return <ConnectionQualityBadge quality={useUnit($userLinkQuality)} />;
}
