// WebRTC peers of a call (spec 02 §7, §9): ICE configuration, the bounded ICE-gathering wait and one
// RTCPeerConnection with the offer/answer steps both call rooms use.
import { ICE_GATHERING_MAX_MS } from '@/shared/config';
import { isIOS } from '../media/devices';

/** iOS devices send audio through a relay only (spec 02 §7): without one they cannot join a call. */
export function needsRelay(): boolean {
  return isIOS();
}

/** Does this list name a TURN relay (`turn:` or `turns:`) with credentials? */
export function hasRelay(iceServers: RTCIceServer[]): boolean {
  return iceServers.some(
    (server) =>
      Boolean(server.username && server.credential) &&
      [server.urls].flat().some((url) => /^turns?:/i.test(url)),
  );
}

/** The call's ICE servers (STUN/TURN with credentials); relay-only on iOS (spec 02 §7). */
export function rtcConfiguration(iceServers: RTCIceServer[]): RTCConfiguration {
  return { iceServers, ...(needsRelay() ? { iceTransportPolicy: 'relay' as const } : {}) };
}

/** Resolves when ICE gathering completes, or after at most 2 s (spec 02 §9), whichever comes first. */
export function waitForIceGathering(pc: RTCPeerConnection, maxMs = ICE_GATHERING_MAX_MS): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, maxMs);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

/** The DTLS fingerprint identifies the remote RTCPeerConnection behind a description. */
export function sdpFingerprint(sdp: string | undefined | null): string | null {
  return sdp ? (/a=fingerprint:(.+)/.exec(sdp)?.[1]?.trim() ?? null) : null;
}

export type PeerLinkState = 'new' | 'checking' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface CallPeerHandlers {
  /** A local candidate found after the description was sent (earlier ones travel inside it). */
  onIceCandidate: (candidate: RTCIceCandidateInit) => void;
  onStateChange: (state: PeerLinkState) => void;
  onRemoteStream: (stream: MediaStream) => void;
}

/** One RTCPeerConnection of a call with the signalling steps both rooms use. */
export class CallPeer {
  readonly pc: RTCPeerConnection;
  private described = false;
  private pendingRemote: RTCIceCandidateInit[] = [];
  private refused = false;

  constructor(
    stream: MediaStream | null,
    handlers: CallPeerHandlers,
    iceServers: RTCIceServer[] = [],
    PeerConnection: typeof RTCPeerConnection = RTCPeerConnection,
  ) {
    this.pc = new PeerConnection(rtcConfiguration(iceServers));
    // Without a microphone yet, no transceiver is added here: the offerer adds a send-receive one in
    // `offer()`, the answerer turns the offer's into send-receive in `answer()`, so a track set later
    // through `replaceTrack` is sent without renegotiating.
    if (stream) for (const track of stream.getAudioTracks()) this.pc.addTrack(track, stream);
    this.pc.addEventListener('icecandidate', (event) => {
      if (event.candidate && this.described) handlers.onIceCandidate(event.candidate.toJSON());
    });
    this.pc.addEventListener('iceconnectionstatechange', () => {
      const state = this.pc.iceConnectionState;
      if (state === 'completed') handlers.onStateChange('connected');
      else handlers.onStateChange(state as PeerLinkState);
    });
    // A relay refusing the credentials (401: wrong or expired) during a gathering.
    this.pc.addEventListener('icecandidateerror', (event) => {
      const { errorCode, url } = event as RTCPeerConnectionIceErrorEvent;
      if (errorCode === 401 && /^turns?:/i.test(url ?? '')) this.refused = true;
    });
    this.pc.addEventListener('track', (event) => {
      handlers.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    });
  }

  /**
   * Servers (fresh relay credentials) the next gathering uses: the first one, or an ICE restart's. Candidates
   * already gathered keep the allocations they have.
   */
  useIceServers(iceServers: RTCIceServer[]): void {
    if (this.pc.signalingState === 'closed') return;
    this.pc.setConfiguration({ ...this.pc.getConfiguration(), iceServers });
  }

  /** Did a relay refuse this peer's credentials in its latest gathering (they expired, or are wrong)? */
  get relayRefused(): boolean {
    return this.refused;
  }

  /** Host side: an offer with the gathered candidates (waiting at most 2 s). */
  async offer(iceRestart = false): Promise<RTCSessionDescriptionInit> {
    if (this.pc.getTransceivers().length === 0) this.pc.addTransceiver('audio', { direction: 'sendrecv' });
    this.refused = false;
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    await waitForIceGathering(this.pc);
    this.described = true;
    return this.localDescription(offer);
  }

  async acceptAnswer(answer: RTCSessionDescriptionInit): Promise<void> {
    if (this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setRemoteDescription(answer);
    await this.flushCandidates();
  }

  /** User side: applies the host's offer and returns the answer with gathered candidates. */
  async answer(offer: RTCSessionDescriptionInit): Promise<RTCSessionDescriptionInit> {
    await this.pc.setRemoteDescription(offer);
    // Transceivers the offer created (no microphone when it arrived) default to receive-only, which
    // would leave this side silent for the whole call once the microphone opens.
    for (const transceiver of this.pc.getTransceivers()) {
      if (transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
    }
    await this.flushCandidates();
    this.refused = false;
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    await waitForIceGathering(this.pc);
    this.described = true;
    return this.localDescription(answer);
  }

  async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.pc.remoteDescription) {
      this.pendingRemote.push(candidate);
      return;
    }
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  async replaceTrack(track: MediaStreamTrack | null): Promise<void> {
    await Promise.all(
      this.pc
        .getSenders()
        .filter((sender) => sender.track?.kind === 'audio' || sender.track === null)
        .map((sender) => sender.replaceTrack(track)),
    );
  }

  /** Is this offer a renegotiation (ICE restart) of the connection this peer already has? */
  isSameRemote(offer: RTCSessionDescriptionInit): boolean {
    const current = sdpFingerprint(this.pc.remoteDescription?.sdp);
    return current !== null && current === sdpFingerprint(offer.sdp) && this.pc.signalingState === 'stable';
  }

  close(): void {
    if (this.pc.signalingState !== 'closed') this.pc.close();
  }

  private async flushCandidates() {
    const pending = this.pendingRemote;
    this.pendingRemote = [];
    for (const candidate of pending) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private localDescription(fallback: RTCSessionDescriptionInit): RTCSessionDescriptionInit {
    const local = this.pc.localDescription;
    return local ? { type: local.type, sdp: local.sdp } : fallback;
  }
}
