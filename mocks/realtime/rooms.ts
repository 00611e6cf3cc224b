/** Socket.io room names; every broadcast of the realtime logic goes to one of them. */
export const userRoom = (id: string) => `user:${id}`;
export const hostRoom = (hostId: string) => `host:${hostId}`;
/** The participants of one call (the host is not in it). */
export const callRoom = (meetingId: string) => `call:${meetingId}`;
/** The host's sockets for one call. */
export const callHostRoom = (meetingId: string) => `call-host:${meetingId}`;
