import { allSettled, createWatch } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Call } from '@/shared/api';
import {
  $hostCall,
  $hostRoomPhase,
  fetchHostCallFx,
  hostRoomClosed,
  hostRoomExitRequested,
  hostRoomNoticeRaised,
  hostRoomOpened,
} from '@/entities/host-room/model';
import { call, hostScope } from './room-test-kit';

/** A host room whose call the server has not answered yet: the test answers each call id when it likes. */
function heldHostRoom() {
  const answers = new Map<string, { admit: (value: Call) => void; refuse: (error: Error) => void }>();
  const { scope } = hostScope(
    (callId) => new Promise<Call>((admit, refuse) => answers.set(callId, { admit, refuse })),
  );
  const said: unknown[] = [];
  createWatch({ unit: hostRoomNoticeRaised, scope, fn: (notice) => said.push(notice) });
  createWatch({ unit: hostRoomExitRequested, scope, fn: (exit) => said.push(exit) });
  // Not awaited: allSettled would wait for the held answers.
  const open = (callId: string) => void allSettled(hostRoomOpened, { scope, params: { callId } });
  const leave = async () => {
    void allSettled(hostRoomClosed, { scope });
    await vi.waitFor(() => expect(scope.getState($hostRoomPhase)).toBe('idle'));
  };
  const asked = (callId: string) => vi.waitFor(() => expect(answers.has(callId)).toBe(true));
  return { scope, said, open, leave, asked, answerFor: (callId: string) => answers.get(callId)! };
}

describe('opening the host room: answers for a room left meanwhile', () => {
  it('a refusal after the host left says nothing and takes them nowhere', async () => {
    const room = heldHostRoom();
    room.open(call._id);
    await room.asked(call._id);
    await room.leave();
    room.answerFor(call._id).refuse(new ApiError(404, 'Call not found'));
    await allSettled(room.scope);
    expect(room.said).toEqual([]);
    expect(room.scope.getState($hostRoomPhase)).toBe('idle');
  });

  it("the call of a room left for another is dropped; the other's is the room's", async () => {
    const room = heldHostRoom();
    const other = { ...call, _id: 'c2', meetingId: 'xyz-other-mtg' } as Call;
    room.open(call._id);
    await room.asked(call._id);
    await room.leave();
    room.open(other._id);
    await room.asked(other._id);
    room.answerFor(call._id).admit(call);
    await vi.waitFor(() => expect(room.scope.getState(fetchHostCallFx.inFlight)).toBe(1));
    expect(room.scope.getState($hostCall)).toBeNull();
    room.answerFor(other._id).admit(other);
    await vi.waitFor(() => expect(room.scope.getState($hostCall)).toEqual(other));
    expect(room.said).toEqual([]);
  });
});
