// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SocketIoSession, type Frame } from './protocol';

function session(onConnect: (auth: unknown) => Promise<{ sid: string } | { error: string }>) {
  const sent: Frame[] = [];
  const events: Array<[string, unknown, boolean]> = [];
  const close = vi.fn();
  const onDisconnect = vi.fn();
  const s = new SocketIoSession({
    send: (frame) => sent.push(frame),
    close,
    onConnect,
    onEvent: (event, payload, ack) => {
      events.push([event, payload, Boolean(ack)]);
      ack?.({ ok: true });
    },
    onDisconnect,
    sid: 'engine-sid',
    pingInterval: 1000,
    pingTimeout: 500,
  });
  return { s, sent, events, close, onDisconnect };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SocketIoSession (engine.io v4 + socket.io v5)', () => {
  it('opens with the engine.io handshake', () => {
    vi.useFakeTimers();
    const { s, sent } = session(async () => ({ sid: 'x' }));
    s.open();
    expect(sent[0]).toBe(
      '0{"sid":"engine-sid","upgrades":[],"pingInterval":1000,"pingTimeout":500,"maxPayload":16777216}',
    );
    vi.advanceTimersByTime(1000);
    expect(sent[1]).toBe('2'); // ping
    s.receive('3'); // pong
    vi.advanceTimersByTime(1000);
    expect(sent[2]).toBe('2');
    s.disconnect();
    vi.useRealTimers();
  });

  it('acknowledges CONNECT with the auth payload, then routes events and acks', async () => {
    const onConnect = vi.fn(async () => ({ sid: 'socket-1' }));
    const { s, sent, events } = session(onConnect);
    s.open();
    s.receive('40{"token":"abc"}');
    await tick();
    expect(onConnect).toHaveBeenCalledWith({ token: 'abc' });
    expect(sent.at(-1)).toBe('40{"sid":"socket-1"}');

    s.receive('42["host-muted"]');
    s.receive('4212["join-room",{"roomName":"r"}]');
    expect(events).toEqual([
      ['host-muted', undefined, false],
      ['join-room', { roomName: 'r' }, true],
    ]);
    expect(sent.at(-1)).toBe('4312[{"ok":true}]');

    s.emit('user-joined', { userId: 'PA1' });
    expect(sent.at(-1)).toBe('42["user-joined",{"userId":"PA1"}]');
    s.disconnect();
  });

  it('rejects CONNECT with CONNECT_ERROR and does not route events', async () => {
    const { s, sent, events } = session(async () => ({ error: 'Authentication failed' }));
    s.open();
    s.receive('40{"token":"bad"}');
    await tick();
    expect(sent.at(-1)).toBe('44{"message":"Authentication failed"}');
    s.receive('42["kick-user",{}]');
    expect(events).toEqual([]);
  });

  it('server disconnect sends DISCONNECT and closes; client disconnect reports its reason', async () => {
    const a = session(async () => ({ sid: 's' }));
    a.s.open();
    a.s.receive('40');
    await tick();
    a.s.disconnect();
    expect(a.sent.at(-1)).toBe('41');
    expect(a.close).toHaveBeenCalled();
    expect(a.onDisconnect).toHaveBeenCalledWith('server namespace disconnect');

    const b = session(async () => ({ sid: 's' }));
    b.s.open();
    b.s.receive('40');
    await tick();
    b.s.receive('41');
    expect(b.onDisconnect).toHaveBeenCalledWith('client namespace disconnect');
  });

  it('answers pings from the client and refuses other namespaces', async () => {
    const { s, sent } = session(async () => ({ sid: 's' }));
    s.open();
    s.receive('2probe');
    expect(sent.at(-1)).toBe('3probe');
    s.receive('40/admin,');
    await tick();
    expect(sent.at(-1)).toBe('44/admin,{"message":"Invalid namespace"}');
    s.disconnect();
  });
});
