import { describe, expect, it } from 'vitest';
import { APP_NAME, config } from '@/shared/config';
import { renewalLink, renewalMessage } from './renewal';

describe('renewal link', () => {
  it('prefills the renewal text with the account', () => {
    expect(renewalMessage({ name: 'Asha Rao', email: 'asha@example.com' })).toBe(
      `Hello, I would like to renew my ${APP_NAME} subscription. Account: Asha Rao (asha@example.com).`,
    );
    expect(renewalMessage(null)).toBe(`Hello, I would like to renew my ${APP_NAME} subscription.`);
  });

  it('points at the configured support number', () => {
    const link = new URL(renewalLink({ name: 'Asha Rao' }));
    expect(link.origin).toBe('https://wa.me');
    expect(link.pathname).toBe(`/${config.supportWhatsApp.replace(/\D/g, '')}`);
    expect(link.searchParams.get('text')).toBe(renewalMessage({ name: 'Asha Rao' }));
  });

  it('keeps digits only from a formatted number', () => {
    expect(renewalLink(null, '+91 98765-43210')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  });
});
