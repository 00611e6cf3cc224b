import { sample, type Store, type Unit } from 'effector';
import {
  $realtimeConnected,
  type Call,
  type RealtimeEventName,
  realtimeConnected,
  realtimeEmitted,
} from '@/shared/api';
import { $user, type SessionUser } from '@/entities/user/@x/call-room';

/**
 * A room's announcement to the server (create-room, join-room): sent once its call is known (`ready`) and the
 * session's socket is up, and again after every reconnection, while the room is open. Returns the event of
 * each announcement sent.
 */
export function announceWhenConnected({
  ready,
  $call,
  $inRoom,
  message,
}: {
  ready: Unit<Call>;
  $call: Store<Call | null>;
  $inRoom: Store<boolean>;
  message: (call: Call, user: SessionUser | null) => { event: RealtimeEventName; payload: unknown };
}) {
  const announced = sample({
    clock: [ready, realtimeConnected],
    source: { call: $call, connected: $realtimeConnected, inRoom: $inRoom, user: $user },
    filter: ({ call, connected, inRoom }) => call !== null && connected && inRoom,
    fn: ({ call, user }) => message(call as Call, user),
  });
  sample({ clock: announced, target: realtimeEmitted });
  return announced;
}
