import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $joinedAt,
  $userCall,
  $userRoomPhase,
  userRoomClosed,
  userRoomExitRequested,
  userRoomNoticeRaised,
  userRoomOpened,
} from '@/entities/user-room';
import { microphoneSourceSet } from '@/entities/microphone';
import { $user } from '@/entities/user';
import { ApiError, type Call } from '@/shared/api';
import { $joining, joinUserCallFx } from './join-call';

const api = vi.hoisted(() => ({ joinCall: vi.fn<(meetingId: string) => Promise<Call>>() }));
vi.mock('../api/join-call', () => api);

const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };
const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;
const JOINED_AT = Date.parse('2025-05-01T10:00:00Z');

function setup() {
  const scope = fork({ values: [[$user, user]] });
  const said: unknown[] = [];
  const notices = createWatch({ unit: userRoomNoticeRaised, scope, fn: (notice) => said.push(notice) });
  const exits = createWatch({ unit: userRoomExitRequested, scope, fn: (exit) => said.push(exit) });
  const unwatch = () => {
    notices();
    exits();
  };
  return { scope, said, unwatch };
}

/** The user call page opened the room: the room asks to join, this feature asks the server. */
async function open(scope: ReturnType<typeof fork>) {
  // No real microphone in tests: the room's request for one is refused at once.
  const refused = async (): Promise<MediaStream> => {
    throw new DOMException('Permission denied', 'NotAllowedError');
  };
  await allSettled(microphoneSourceSet, { scope, params: refused });
  await allSettled(userRoomOpened, { scope, params: { meetingId: call.meetingId } });
}

/** The server's answer, held until the test gives it. */
function heldAnswers() {
  const answers = new Map<string, { admit: (value: Call) => void; refuse: (error: Error) => void }>();
  api.joinCall.mockImplementation(
    (meetingId) => new Promise<Call>((admit, refuse) => answers.set(meetingId, { admit, refuse })),
  );
  return (meetingId: string) => answers.get(meetingId)!;
}

describe('joining a call (spec 02 §2, §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(JOINED_AT);
    api.joinCall.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("asks the server by the room's meeting id and tells the room the call and when it was joined", async () => {
    api.joinCall.mockResolvedValue(call);
    const { scope, said, unwatch } = setup();
    await open(scope);
    expect(api.joinCall).toHaveBeenCalledExactlyOnceWith(call.meetingId);
    expect(scope.getState($userCall)).toEqual(call);
    expect(scope.getState($joinedAt)).toBe(JOINED_AT);
    expect(scope.getState($userRoomPhase)).toBe('joining');
    expect(said).toEqual([]);
    unwatch();
  });

  it('is pending while the server answers (the page shows its loader)', async () => {
    let admit: (value: Call) => void = () => undefined;
    api.joinCall.mockReturnValue(new Promise((resolve) => (admit = resolve)));
    const scope = fork({ values: [[$user, user]] });
    const settled = allSettled(joinUserCallFx, { scope, params: call.meetingId });
    expect(scope.getState($joining)).toBe(true);
    admit(call);
    await settled;
    expect(scope.getState($joining)).toBe(false);
  });

  // The checks' own messages are not shown: only an ApiError's is (getErrorMessage).
  it("a call that is not active is refused: 'Failed to join call', then the dashboard in place of the room", async () => {
    api.joinCall.mockResolvedValue({ ...call, status: 'ended' } as Call);
    const { scope, said, unwatch } = setup();
    await open(scope);
    expect(said).toEqual([
      { tone: 'error', text: 'Failed to join call' },
      { to: '/user-dashboard', replace: true },
    ]);
    expect(scope.getState($userCall)).toBeNull();
    expect(scope.getState($userRoomPhase)).toBe('idle');
    unwatch();
  });

  it('a call without a meeting id is refused the same way', async () => {
    api.joinCall.mockResolvedValue({ ...call, meetingId: '' });
    const { scope, said, unwatch } = setup();
    await open(scope);
    expect(said[0]).toEqual({ tone: 'error', text: 'Failed to join call' });
    expect(scope.getState($userRoomPhase)).toBe('idle');
    unwatch();
  });

  it("the server's refusal is shown as the server says it", async () => {
    api.joinCall.mockRejectedValue(new ApiError(403, 'Room is full'));
    const { scope, said, unwatch } = setup();
    await open(scope);
    expect(said).toEqual([
      { tone: 'error', text: 'Room is full' },
      { to: '/user-dashboard', replace: true },
    ]);
    unwatch();
  });

  it('a user without a name is not joined: straight back to the dashboard, nothing said', async () => {
    const scope = fork({ values: [[$user, { ...user, name: '' }]] });
    const said: unknown[] = [];
    const notices = createWatch({ unit: userRoomNoticeRaised, scope, fn: (notice) => said.push(notice) });
    const exits = createWatch({ unit: userRoomExitRequested, scope, fn: (exit) => said.push(exit) });
    await open(scope);
    expect(api.joinCall).not.toHaveBeenCalled();
    expect(said).toEqual([{ to: '/user-dashboard', replace: true }]);
    notices();
    exits();
  });

  it('a refusal that arrives after the user left the room says nothing and takes them nowhere', async () => {
    const answerFor = heldAnswers();
    const { scope, said, unwatch } = setup();
    void open(scope);
    await vi.waitFor(() => expect(api.joinCall).toHaveBeenCalled());
    // Left (the room closes a task later); allSettled would wait for the held answer too.
    void allSettled(userRoomClosed, { scope });
    await vi.waitFor(() => expect(scope.getState($userRoomPhase)).toBe('idle'));
    answerFor(call.meetingId).refuse(new ApiError(403, 'Room is full'));
    await allSettled(scope);
    expect(said).toEqual([]);
    expect(scope.getState($userCall)).toBeNull();
    unwatch();
  });

  it("the answer for a meeting the user left for another is dropped; the other's counts", async () => {
    const answerFor = heldAnswers();
    const { scope, said, unwatch } = setup();
    void open(scope);
    await vi.waitFor(() => expect(api.joinCall).toHaveBeenCalledTimes(1));
    void allSettled(userRoomClosed, { scope });
    await vi.waitFor(() => expect(scope.getState($userRoomPhase)).toBe('idle'));
    const other = { ...call, _id: 'c2', meetingId: 'xyz-other-mtg' } as Call;
    // Not awaited: allSettled would wait for the first meeting's held answer.
    void allSettled(userRoomOpened, { scope, params: { meetingId: other.meetingId } });
    await vi.waitFor(() => expect(api.joinCall).toHaveBeenCalledTimes(2));
    answerFor(call.meetingId).admit(call);
    await vi.waitFor(() => expect(scope.getState(joinUserCallFx.inFlight)).toBe(1));
    expect(scope.getState($userCall)).toBeNull();
    answerFor(other.meetingId).admit(other);
    await allSettled(scope);
    expect(scope.getState($userCall)).toEqual(other);
    expect(said).toEqual([]);
    unwatch();
  });
});
