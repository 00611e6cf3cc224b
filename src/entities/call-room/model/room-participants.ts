import type { ParticipantRef, RoomParticipant, UserJoinedPayload } from './room-types';

/** Pure participant-list rules of the host room (spec 02 §4), shared by the model and its tests. */
export function participantKeyOf(payload: { socketId?: string; userId?: string }): string {
  return payload.socketId || payload.userId || '';
}

/** Does a realtime payload refer to this participant (socket id first, then any of its ids)? */
export function refersTo(participant: RoomParticipant, ref: ParticipantRef): boolean {
  if (ref.socketId) return ref.socketId === participant.key;
  const ids = [ref.userId, ref.userMongoId, ref._id, ref.userData?.userId, ref.userData?._id].filter(Boolean);
  if (ids.length > 0) return ids.some((id) => id === participant.userId || id === participant.userMongoId);
  const name = ref.userName ?? ref.userData?.userName;
  return Boolean(name) && name === participant.userName;
}

/** The older connections a joining user replaces: same name or same account. */
export function replacedBy(list: RoomParticipant[], joined: UserJoinedPayload): RoomParticipant[] {
  return list.filter(
    (item) =>
      item.userName === joined.userName ||
      (joined.userMongoId !== undefined && item.userMongoId === joined.userMongoId) ||
      item.key === participantKeyOf(joined),
  );
}

export function joinParticipant(list: RoomParticipant[], joined: UserJoinedPayload): RoomParticipant[] {
  const replaced = new Set(replacedBy(list, joined).map((item) => item.key));
  const next: RoomParticipant = {
    key: participantKeyOf(joined),
    userId: joined.userId,
    userName: joined.userName,
    userMongoId: joined.userMongoId ?? null,
    status: 'connected',
    muted: joined.mutedByHost ?? false,
  };
  return [...list.filter((item) => !replaced.has(item.key)), next];
}

export function removeParticipant(list: RoomParticipant[], ref: ParticipantRef): RoomParticipant[] {
  const next = list.filter((item) => !refersTo(item, ref));
  return next.length === list.length ? list : next;
}

export function updateParticipant(
  list: RoomParticipant[],
  ref: ParticipantRef,
  patch: Partial<Pick<RoomParticipant, 'status' | 'muted'>>,
): RoomParticipant[] {
  let changed = false;
  const next = list.map((item) => {
    if (!refersTo(item, ref)) return item;
    changed = true;
    return { ...item, ...patch };
  });
  return changed ? next : list;
}
