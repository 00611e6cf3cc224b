import { allSettled, createEffect, fork, sample, scopeBind, type Scope } from 'effector';
import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';
import { $realtimeConnected, $socket, realtimeMessageReceived, type Call } from '@/shared/api';
import { $token, $user } from '@/entities/user/@x/call-room';
import { openMicFx, queryMicPermissionFx } from '@/entities/microphone/@x/call-room';
import { fetchHostCallFx, hostRoomClosed, hostRoomOpened } from '@/entities/host-room/model';
import {
  userRoomClosed,
  userRoomJoined,
  userRoomJoinRequested,
  userRoomOpened,
} from '@/entities/user-room/model';
import { fetchIceServersFx } from '@/entities/call-room/model/relay';

/** Test kit for the call rooms' model tests: a fake RTCPeerConnection, forked host and user scopes. */

/** Just enough of RTCPeerConnection for offer and answer; every instance is kept to count live peers. */
export class FakePeerConnection extends EventTarget {
  static created: FakePeerConnection[] = [];
  iceGatheringState = 'complete';
  iceConnectionState = 'new';
  connectionState = 'new';
  signalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  private transceivers: Array<{ direction: string }> = [];
  private configuration: RTCConfiguration;
  constructor(configuration: RTCConfiguration = {}) {
    super();
    this.configuration = configuration;
  }
  getConfiguration() {
    return this.configuration;
  }
  setConfiguration(configuration: RTCConfiguration) {
    this.configuration = configuration;
  }
  private readonly id = FakePeerConnection.created.push(this);
  addTrack() {}
  addTransceiver() {
    this.transceivers.push({ direction: 'sendrecv' });
  }
  getTransceivers() {
    return this.transceivers;
  }
  getSenders() {
    return [];
  }
  // An empty report, as a connection without media has: a room's quality monitor polls it while open.
  async getStats() {
    return new Map<string, unknown>();
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: `v=0\na=fingerprint:sha-256 PC${this.id}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: `v=0\na=fingerprint:sha-256 PC${this.id}` };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.assertOpen();
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.assertOpen();
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  restartIce() {}
  /** ICE gives up on this connection, as a browser reports it. */
  fail() {
    this.iceConnectionState = 'failed';
    this.connectionState = 'failed';
    this.dispatchEvent(new Event('iceconnectionstatechange'));
  }
  close() {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }
  private assertOpen() {
    if (this.signalingState === 'closed') throw new Error('InvalidStateError: closed');
  }
  static live() {
    return FakePeerConnection.created.filter((pc) => pc.signalingState !== 'closed');
  }
}

export const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;
export const host = { _id: 'h1', name: 'Hana Host', isHost: true };
export const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };

/** The relay the backend offers in these tests: one TURN server whose credentials last an hour. */
export const relayServers: RTCIceServer[] = [
  { urls: ['turn:relay.test:3478?transport=udp'], username: '9999999999:h1', credential: 'secret' },
];
const iceServersOf = () =>
  vi.fn(async () => ({ iceServers: relayServers, expiresAt: Date.now() + 3_600_000 }));

export interface Emitted {
  event: string;
  payload: Record<string, unknown>;
}

export function socketOf(emitted: Emitted[]) {
  // Only `connected` and `emit` of socket.io's Socket are used on these paths.
  return {
    connected: true,
    emit: (event: string, payload: Record<string, unknown>) => emitted.push({ event, payload }),
    disconnect: () => undefined,
  } as unknown as Socket;
}

/** A host's scope; `answer` replaces the server's reply to the call's fetch (by default the call, at once). */
export function hostScope(answer: (callId: string) => Promise<Call> = async () => call) {
  const emitted: Emitted[] = [];
  const fetchCall = vi.fn(answer);
  const fetchIceServers = iceServersOf();
  const scope = fork({
    values: [
      [$user, host],
      [$token, 'host-token'],
      [$socket, socketOf(emitted)],
      [$realtimeConnected, true],
    ],
    handlers: [
      [fetchHostCallFx, fetchCall],
      [fetchIceServersFx, fetchIceServers],
      [queryMicPermissionFx, async () => 'granted'],
      [openMicFx, async () => null],
    ],
  });
  return { scope, emitted, fetchCall, fetchIceServers };
}

/**
 * Stands in for features/join-call (an entity's tests cannot import a feature): answers the room's join request
 * with the call the test's `join` returns.
 */
const kitJoinFx = createEffect(async (_meetingId: string): Promise<Call> => call);
sample({ clock: userRoomJoinRequested, target: kitJoinFx });
sample({
  clock: kitJoinFx.doneData,
  fn: (joined) => ({ call: joined, joinedAt: Date.now() }),
  target: userRoomJoined,
});

export function userScope() {
  const emitted: Emitted[] = [];
  const join = vi.fn(async (_meetingId: string) => call);
  const fetchIceServers = iceServersOf();
  const scope = fork({
    values: [
      [$user, user],
      [$token, 'user-token'],
      [$socket, socketOf(emitted)],
      [$realtimeConnected, true],
    ],
    handlers: [
      [kitJoinFx, join],
      [fetchIceServersFx, fetchIceServers],
      [queryMicPermissionFx, async () => 'granted'],
      [openMicFx, async () => null],
    ],
  });
  return { scope, emitted, join, fetchIceServers };
}

/**
 * What StrictMode does to an effect: mount, unmount and mount again in one task. The host page opens its room
 * by the call's `_id`, the user page by the meeting id.
 */
export async function mountTwice(scope: Scope, role: 'host' | 'user') {
  const hostOpen = scopeBind(hostRoomOpened, { scope });
  const userOpen = scopeBind(userRoomOpened, { scope });
  const open = () =>
    role === 'host' ? hostOpen({ callId: call._id }) : userOpen({ meetingId: call.meetingId });
  const close = scopeBind(role === 'host' ? hostRoomClosed : userRoomClosed, { scope });
  open();
  close();
  open();
  await allSettled(scope);
}

export const named = (emitted: Emitted[], event: string) => emitted.filter((item) => item.event === event);

export async function deliver(scope: Scope, event: string, payload: unknown) {
  await allSettled(realtimeMessageReceived, { scope, params: { event, payload } });
}
