import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';

/**
 * A small STUN/TURN client over UDP or TCP (RFC 5389, RFC 5766): a Binding request (is the relay up?) and an
 * authenticated Allocate (does the relay accept this username and credential?). Node only; the mock backend
 * uses it to know coturn is listening, the contract suite to check the credentials it hands out.
 */
const MAGIC_COOKIE = 0x2112a442;
const TYPE = {
  bindingRequest: 0x0001,
  bindingSuccess: 0x0101,
  allocateRequest: 0x0003,
  allocateSuccess: 0x0103,
  allocateError: 0x0113,
  refreshRequest: 0x0004,
} as const;
const ATTR = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  lifetime: 0x000d,
  realm: 0x0014,
  nonce: 0x0015,
  requestedTransport: 0x0019,
} as const;
const UDP_PROTOCOL = 17;

export type StunTransport = 'udp' | 'tcp';

export interface StunTarget {
  host: string;
  port: number;
  transport?: StunTransport;
  timeoutMs?: number;
}

interface StunMessage {
  type: number;
  transactionId: Buffer;
  attributes: Map<number, Buffer>;
}

function encodeAttributes(attributes: Array<[number, Buffer]>): Buffer {
  const parts: Buffer[] = [];
  for (const [type, value] of attributes) {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(type, 0);
    header.writeUInt16BE(value.length, 2);
    const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
    parts.push(header, value, padding);
  }
  return Buffer.concat(parts);
}

function encodeMessage(
  type: number,
  transactionId: Buffer,
  attributes: Array<[number, Buffer]>,
  integrityKey?: Buffer,
): Buffer {
  const body = encodeAttributes(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  if (!integrityKey) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  // MESSAGE-INTEGRITY covers the message with its length already counting the integrity attribute.
  header.writeUInt16BE(body.length + 24, 2);
  const digest = createHmac('sha1', integrityKey)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, encodeAttributes([[ATTR.messageIntegrity, digest]])]);
}

function decodeMessage(data: Buffer): StunMessage | null {
  if (data.length < 20 || data.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  const length = data.readUInt16BE(2);
  const attributes = new Map<number, Buffer>();
  let offset = 20;
  while (offset + 4 <= 20 + length && offset + 4 <= data.length) {
    const type = data.readUInt16BE(offset);
    const size = data.readUInt16BE(offset + 2);
    attributes.set(type, data.subarray(offset + 4, offset + 4 + size));
    offset += 4 + size + ((4 - (size % 4)) % 4);
  }
  return { type: data.readUInt16BE(0), transactionId: data.subarray(8, 20), attributes };
}

interface StunChannel {
  /** Sends one request and resolves with the answer carrying its transaction id. */
  request(message: Buffer): Promise<StunMessage>;
  close(): void;
}

/**
 * One UDP socket or TCP connection for a whole exchange: a TURN allocation and its nonce belong to the
 * client's transport address, so the signed request must travel the way the challenge did.
 */
function openChannel(target: StunTarget): StunChannel {
  const timeoutMs = target.timeoutMs ?? 2000;
  const waiting = new Map<string, (message: StunMessage) => void>();
  let failure: Error | null = null;
  const failed = new Set<(error: Error) => void>();
  const fail = (error: Error) => {
    failure = error;
    for (const reject of failed) reject(error);
  };
  const accept = (data: Buffer) => {
    const message = decodeMessage(data);
    if (message) waiting.get(message.transactionId.toString('hex'))?.(message);
  };
  let send: (message: Buffer) => void;
  let close: () => void;
  if ((target.transport ?? 'udp') === 'udp') {
    const socket = createSocket(target.host.includes(':') ? 'udp6' : 'udp4');
    socket.on('message', accept);
    socket.on('error', fail);
    send = (message) => socket.send(message, target.port, target.host);
    close = () => socket.close();
  } else {
    const socket = connect({ host: target.host, port: target.port });
    let buffered = Buffer.alloc(0);
    const queued: Buffer[] = [];
    socket.on('connect', () => queued.splice(0).forEach((message) => socket.write(message)));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 20) {
        const size = 20 + buffered.readUInt16BE(2);
        if (buffered.length < size) break;
        accept(buffered.subarray(0, size));
        buffered = buffered.subarray(size);
      }
    });
    socket.on('error', fail);
    send = (message) => (socket.connecting ? queued.push(message) : socket.write(message));
    close = () => socket.destroy();
  }
  const udp = (target.transport ?? 'udp') === 'udp';
  return {
    close,
    request: (message) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        const id = message.subarray(8, 20).toString('hex');
        let retransmit: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(timer);
          clearTimeout(retransmit);
          waiting.delete(id);
          failed.delete(reject);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no STUN answer from ${target.host}:${target.port} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, (answer) => {
          done();
          resolve(answer);
        });
        failed.add(reject);
        // UDP retransmits as RFC 5389 asks, until the answer or the timeout.
        let wait = 100;
        const transmit = () => {
          send(message);
          if (udp) retransmit = setTimeout(transmit, (wait *= 2));
        };
        transmit();
      }),
  };
}

async function withChannel<T>(target: StunTarget, work: (channel: StunChannel) => Promise<T>): Promise<T> {
  const channel = openChannel(target);
  try {
    return await work(channel);
  } finally {
    channel.close();
  }
}

/** Does a STUN server answer a Binding request there? */
export async function stunBinding(target: StunTarget): Promise<boolean> {
  const answer = await withChannel(target, (channel) =>
    channel.request(encodeMessage(TYPE.bindingRequest, randomBytes(12), [])),
  );
  return answer.type === TYPE.bindingSuccess;
}

export type AllocateResult = { ok: true } | { ok: false; code: number; reason: string };

function errorOf(message: StunMessage): { code: number; reason: string } {
  const value = message.attributes.get(ATTR.errorCode);
  if (!value || value.length < 4) return { code: 0, reason: 'no error code' };
  return { code: (value[2] ?? 0) * 100 + (value[3] ?? 0), reason: value.subarray(4).toString('utf8') };
}

/**
 * A TURN Allocate with long-term credentials: the unauthenticated request draws the realm and nonce, the
 * signed one is accepted (`ok`) or refused with its error code (401 for a wrong or expired credential). An
 * accepted allocation is released at once (Refresh with lifetime 0).
 */
export function turnAllocate(
  target: StunTarget,
  credentials: { username: string; credential: string },
): Promise<AllocateResult> {
  return withChannel(target, async (channel) => {
    const transport = Buffer.from([UDP_PROTOCOL, 0, 0, 0]);
    const challenge = await channel.request(
      encodeMessage(TYPE.allocateRequest, randomBytes(12), [[ATTR.requestedTransport, transport]]),
    );
    if (challenge.type !== TYPE.allocateError) {
      return { ok: false, code: 0, reason: 'the relay asked for no credentials' };
    }
    const realm = challenge.attributes.get(ATTR.realm);
    const nonce = challenge.attributes.get(ATTR.nonce);
    if (!realm || !nonce) return { ok: false, ...errorOf(challenge) };
    const key = createHash('md5')
      .update(`${credentials.username}:${realm.toString('utf8')}:${credentials.credential}`)
      .digest();
    const identity: Array<[number, Buffer]> = [
      [ATTR.username, Buffer.from(credentials.username, 'utf8')],
      [ATTR.realm, realm],
      [ATTR.nonce, nonce],
    ];
    const answer = await channel.request(
      encodeMessage(
        TYPE.allocateRequest,
        randomBytes(12),
        [[ATTR.requestedTransport, transport], ...identity],
        key,
      ),
    );
    if (answer.type !== TYPE.allocateSuccess) return { ok: false, ...errorOf(answer) };
    await channel
      .request(
        encodeMessage(
          TYPE.refreshRequest,
          randomBytes(12),
          [[ATTR.lifetime, Buffer.alloc(4)], ...identity],
          key,
        ),
      )
      .catch(() => undefined);
    return { ok: true } as const;
  });
}
