import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('ROUTES', () => {
  it('builds each room link that its own pattern matches, naming the id it carries', () => {
    const host = ROUTES.hostCall('66f1c0ffee');
    expect(host).toBe('/host/call/66f1c0ffee');
    expect(matchPath(ROUTES.hostCall.pattern, host)?.params).toEqual({ callId: '66f1c0ffee' });

    const user = ROUTES.userCall('abc-defg-hij');
    expect(user).toBe('/user/call/abc-defg-hij');
    expect(matchPath(ROUTES.userCall.pattern, user)?.params).toEqual({ meetingId: 'abc-defg-hij' });
    expect(ROUTES.userCall('a/b c')).toBe('/user/call/a%2Fb%20c');
  });
});
