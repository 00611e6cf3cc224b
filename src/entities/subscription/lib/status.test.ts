import { describe, expect, it } from 'vitest';
import { getSubscriptionStatus, isTrialActive, planLabel } from './status';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW + offset).toISOString();

describe('getSubscriptionStatus', () => {
  it.each([
    [
      'missing subscription',
      undefined,
      { isActive: false, daysRemaining: 0, hoursRemaining: 0, status: 'expired' },
    ],
    [
      'inactive with time left',
      { isActive: false, endDate: at(30 * DAY) },
      { status: 'expired', isActive: false },
    ],
    ['active without end date', { isActive: true }, { status: 'expired' }],
    ['active with unreadable end date', { isActive: true, endDate: 'soon' }, { status: 'expired' }],
    ['active, end exactly now', { isActive: true, endDate: at(0) }, { status: 'expired', hoursRemaining: 0 }],
    ['active, end 1 ms ago', { isActive: true, endDate: at(-1) }, { status: 'expired' }],
    [
      'active, 1 ms left',
      { isActive: true, endDate: at(1) },
      { status: 'warning', daysRemaining: 0, hoursRemaining: 0 },
    ],
    ['active, 5 h left', { isActive: true, endDate: at(5 * HOUR) }, { status: 'warning', hoursRemaining: 5 }],
    [
      'active, exactly 7 days',
      { isActive: true, endDate: at(7 * DAY) },
      { status: 'warning', daysRemaining: 7 },
    ],
    [
      'active, 7 days 23 h (7 whole days)',
      { isActive: true, endDate: at(8 * DAY - HOUR) },
      { status: 'warning', daysRemaining: 7, hoursRemaining: 191 },
    ],
    [
      'active, exactly 8 days',
      { isActive: true, endDate: at(8 * DAY) },
      { status: 'active', daysRemaining: 8 },
    ],
    [
      'active, 30 days',
      { isActive: true, endDate: at(30 * DAY) },
      { status: 'active', daysRemaining: 30, isActive: true },
    ],
  ] as const)('%s', (_label, subscription, expected) => {
    expect(getSubscriptionStatus(subscription, NOW)).toMatchObject(expected);
  });

  it('reads end dates written with an offset the same as UTC', () => {
    const utc = getSubscriptionStatus({ isActive: true, endDate: '2025-03-13T12:00:00.000Z' }, NOW);
    const ist = getSubscriptionStatus({ isActive: true, endDate: '2025-03-13T17:30:00.000+05:30' }, NOW);
    const pst = getSubscriptionStatus({ isActive: true, endDate: '2025-03-13T04:00:00.000-08:00' }, NOW);
    expect(ist).toEqual(utc);
    expect(pst).toEqual(utc);
    expect(utc).toEqual({ isActive: true, daysRemaining: 3, hoursRemaining: 72, status: 'warning' });
  });

  it('accepts a Date for now', () => {
    expect(getSubscriptionStatus({ isActive: true, endDate: at(DAY) }, new Date(NOW)).daysRemaining).toBe(1);
  });
});

describe('isTrialActive', () => {
  it.each([
    ['not a trial', { isTrial: false, startDate: at(-DAY), endDate: at(DAY) }, false],
    ['trial in range', { isTrial: true, startDate: at(-DAY), endDate: at(DAY) }, true],
    ['trial starting now', { isTrial: true, startDate: at(0), endDate: at(DAY) }, true],
    ['trial ending now', { isTrial: true, startDate: at(-DAY), endDate: at(0) }, true],
    ['trial over', { isTrial: true, startDate: at(-7 * DAY), endDate: at(-1) }, false],
    ['trial not started', { isTrial: true, startDate: at(1), endDate: at(DAY) }, false],
    ['trial without dates', { isTrial: true }, false],
  ] as const)('%s', (_label, subscription, expected) => {
    expect(isTrialActive(subscription, NOW)).toBe(expected);
  });
});

describe('planLabel', () => {
  it('upper-cases the plan and defaults to BASIC', () => {
    expect(planLabel({ plan: 'basic' })).toBe('BASIC');
    expect(planLabel({})).toBe('BASIC');
    expect(planLabel(null)).toBe('BASIC');
  });
});
