import { describe, expect, it } from 'vitest';
import { redirectFor, type RouteAccess } from './access';

const signedOut = { role: null, installedOnlyBlocked: false, runningInstalled: false } as const;
const signedOutNotInstalled = { role: null, installedOnlyBlocked: true, runningInstalled: false } as const;
const signedOutInstalled = { role: null, installedOnlyBlocked: false, runningInstalled: true } as const;
const host = { role: 'host', installedOnlyBlocked: true, runningInstalled: false } as const;
const user = { role: 'user', installedOnlyBlocked: true, runningInstalled: false } as const;

describe('redirectFor: the route sets of spec 01 §2 / 02 §2', () => {
  it.each<[RouteAccess, string | null, string | null, string | null]>([
    // access,          signed out, host,              user
    ['landing', null, '/dashboard', '/user-dashboard'],
    ['signed-out', null, '/dashboard', '/user-dashboard'],
    ['installed-only', null, '/dashboard', '/user-dashboard'],
    ['everyone', null, null, null],
    ['host', '/', null, '/login'],
    ['user', '/', '/login', null],
    ['unknown', '/', '/dashboard', '/user-dashboard'],
  ])('%s → signed out %s, host %s, user %s', (access, forSignedOut, forHost, forUser) => {
    expect(redirectFor(access, signedOut)).toBe(forSignedOut);
    expect(redirectFor(access, host)).toBe(forHost);
    expect(redirectFor(access, user)).toBe(forUser);
  });

  it('sends signed-out visitors of /login and /signup to / outside the installed app', () => {
    expect(redirectFor('installed-only', signedOutNotInstalled)).toBe('/');
    expect(redirectFor('signed-out', signedOutNotInstalled)).toBeNull();
  });

  it.each<[RouteAccess, string | null]>([
    ['landing', '/login'],
    ['installed-only', null],
    ['signed-out', null],
    ['everyone', null],
    ['host', '/'],
    ['user', '/'],
    ['unknown', '/'],
  ])(
    'in the installed app, a signed-out visit to %s goes to %s: / then goes to sign-in',
    (access, target) => {
      expect(redirectFor(access, signedOutInstalled)).toBe(target);
    },
  );
});
