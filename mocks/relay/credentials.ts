/**
 * Short-lived TURN credentials (the TURN REST API coturn checks with `use-auth-secret`): the username is the
 * expiry in Unix seconds and the account it was issued to, the credential the base64 HMAC-SHA1 of that
 * username under the relay's shared secret. coturn refuses the pair once the expiry has passed. WebCrypto
 * only, so the same code runs in Node and in the browser.
 */
export interface TurnCredentials {
  username: string;
  credential: string;
}

const encoder = new TextEncoder();

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function turnCredentials(
  secret: string,
  accountId: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<TurnCredentials> {
  const expiresAt = Math.floor(now / 1000) + ttlSeconds;
  const username = `${expiresAt}:${accountId}`;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  return { username, credential: base64(await crypto.subtle.sign('HMAC', key, encoder.encode(username))) };
}
