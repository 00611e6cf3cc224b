// What both rooms share: the call-started flag, their peers' callbacks and tracks, and how a room is torn
// down and forgotten.
import {
  createEffect,
  createEvent,
  sample,
  scopeBind,
  type Effect,
  type Event,
  type EventCallable,
  type Unit,
} from 'effector';
import { SESSION_KEYS } from '@/shared/config';
import { removeKey } from '@/shared/lib';
import { CallPeer, type PeerLinkState } from '@/shared/lib/webrtc';
import { $localStream, micReleased } from '@/entities/microphone/@x/call-room';
import { connectivityWatchStopped } from './connectivity';

export const clearCallStartedFx = createEffect(() => removeKey('session', SESSION_KEYS.callStarted));

interface PeerCallbacks {
  candidate: EventCallable<{ key: string; candidate: RTCIceCandidateInit }>;
  state: EventCallable<{ key: string; state: PeerLinkState }>;
  remote: EventCallable<{ key: string; stream: MediaStream }>;
}

/** A peer whose browser callbacks are bridged into the current scope. */
function openPeer(
  key: string,
  stream: MediaStream | null,
  iceServers: RTCIceServer[],
  callbacks: PeerCallbacks,
): CallPeer {
  const candidate = scopeBind(callbacks.candidate, { safe: true });
  const state = scopeBind(callbacks.state, { safe: true });
  const remote = scopeBind(callbacks.remote, { safe: true });
  return new CallPeer(
    stream,
    {
      onIceCandidate: (value) => candidate({ key, candidate: value }),
      onStateChange: (value) => state({ key, state: value }),
      onRemoteStream: (value) => remote({ key, stream: value }),
    },
    iceServers,
  );
}

/**
 * A room's peers: what their browser callbacks report (a local ICE candidate, the link state, the remote
 * stream), each with the peer's key, and `open`, which makes a peer reporting there with the room's ICE servers
 * (call it inside an effect).
 */
export function createPeerLinks() {
  const callbacks: PeerCallbacks = {
    candidate: createEvent<{ key: string; candidate: RTCIceCandidateInit }>(),
    state: createEvent<{ key: string; state: PeerLinkState }>(),
    remote: createEvent<{ key: string; stream: MediaStream }>(),
  };
  return {
    candidateFound: callbacks.candidate,
    stateChanged: callbacks.state,
    remoteStreamReceived: callbacks.remote,
    open: (key: string, stream: MediaStream | null, iceServers: RTCIceServer[]) =>
      openPeer(key, stream, iceServers, callbacks),
  };
}

/**
 * Tearing a room down: its peers closed (`closeFx`, which knows where the room keeps them), the microphone
 * released and the network watch stopped.
 */
export function createTeardown(closeFx: Effect<void, void>) {
  const roomTornDown = createEvent();
  sample({ clock: roomTornDown, target: [closeFx, micReleased, connectivityWatchStopped] });
  return roomTornDown;
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

/**
 * A microphone opened (or changed) while a new peer's offer or answer was being prepared is what that peer
 * sends from the start: `ready` is the peer whose description was just made.
 */
export function sendMicrophoneOnReady(ready: Event<{ peer: CallPeer }>) {
  sample({
    clock: ready,
    source: $localStream,
    filter: (stream) => stream !== null,
    fn: (stream, { peer }) => ({ peers: [peer], stream }),
    target: replacePeerTracksFx,
  });
}

/** The stores a room forgets when `clock` fires (it is left, or closed). */
export function resetOn(clock: Unit<unknown>, stores: Array<{ reset: (clock: Unit<unknown>) => unknown }>) {
  for (const store of stores) store.reset(clock);
}
