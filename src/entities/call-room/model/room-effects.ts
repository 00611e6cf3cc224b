import { createEffect, scopeBind, type EventCallable } from 'effector';
import { SESSION_KEYS } from '@/shared/config';
import { CallPeer, readString, removeKey, type PeerLinkState } from '@/shared/lib';

/** Side effects shared by both rooms. */
export const readCallStartedFx = createEffect(() => readString('session', SESSION_KEYS.callStarted));
export const clearCallStartedFx = createEffect(() => removeKey('session', SESSION_KEYS.callStarted));

export interface PeerCallbacks {
  candidate: EventCallable<{ key: string; candidate: RTCIceCandidateInit }>;
  state: EventCallable<{ key: string; state: PeerLinkState }>;
  remote: EventCallable<{ key: string; stream: MediaStream }>;
}

/** A peer whose browser callbacks are bridged into the current scope. */
export function openPeer(key: string, stream: MediaStream | null, callbacks: PeerCallbacks): CallPeer {
  const candidate = scopeBind(callbacks.candidate, { safe: true });
  const state = scopeBind(callbacks.state, { safe: true });
  const remote = scopeBind(callbacks.remote, { safe: true });
  return new CallPeer(stream, {
    onIceCandidate: (value) => candidate({ key, candidate: value }),
    onStateChange: (value) => state({ key, state: value }),
    onRemoteStream: (value) => remote({ key, stream: value }),
  });
}

export const closePeersFx = createEffect((peers: CallPeer[]) => {
  for (const peer of peers) peer.close();
});

export const replacePeerTracksFx = createEffect(
  async ({ peers, stream }: { peers: CallPeer[]; stream: MediaStream | null }) => {
    const track = stream?.getAudioTracks()[0] ?? null;
    await Promise.all(peers.map((peer) => peer.replaceTrack(track)));
  },
);
