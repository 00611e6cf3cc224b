/**
 * Fixed credentials of every seed scenario (one host per scenario, plus the `other` host present in all of
 * them for cross-tenant checks). README, e2e tests and stories read them from here.
 */
export interface SeededSubUser {
  name: string;
  userId: string;
  password: string;
  isActive: boolean;
}

export interface SeededHost {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface SeededScenarioAccounts {
  host: SeededHost;
  users: SeededSubUser[];
}

export const SCENARIOS = ['default', 'empty', 'expiring', 'expired', 'large'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

const HOST_PASSWORD = 'Parley@123';

/** Large scenario: 1,000 users `PL100000`…`PL100999`, all with this password; the first few are listed. */
export const LARGE_USER_PASSWORD = 'Large@123';
export const LARGE_USER_COUNT = 1000;
export const largeUserId = (index: number) => `PL${100000 + index}`;

export const SEEDED_ACCOUNTS = {
  default: {
    host: { name: 'Asha Verma', email: 'host@parley.app', phone: '9876500001', password: HOST_PASSWORD },
    users: [
      { name: 'Ravi Kumar', userId: 'PA100001', password: 'ravi1234', isActive: true },
      { name: 'Priya Sharma', userId: 'PA100002', password: 'priya123', isActive: true },
      { name: 'Arjun Mehta', userId: 'PA100003', password: 'arjun123', isActive: true },
      { name: 'Neha Gupta', userId: 'PA100004', password: 'neha1234', isActive: true },
      { name: 'Vikram Singh', userId: 'PA100005', password: 'vikram12', isActive: true },
      { name: 'Sara Khan', userId: 'PA100006', password: 'sara1234', isActive: false },
    ],
  },
  empty: {
    host: { name: 'Nina Rao', email: 'new@parley.app', phone: '9876500002', password: HOST_PASSWORD },
    users: [],
  },
  expiring: {
    host: { name: 'Karan Desai', email: 'expiring@parley.app', phone: '9876500003', password: HOST_PASSWORD },
    users: [
      { name: 'Meera Iyer', userId: 'PE100001', password: 'meera123', isActive: true },
      { name: 'Dev Patel', userId: 'PE100002', password: 'devpat12', isActive: true },
    ],
  },
  expired: {
    host: { name: 'Leela Nair', email: 'expired@parley.app', phone: '9876500004', password: HOST_PASSWORD },
    users: [
      { name: 'Rohit Das', userId: 'PX100001', password: 'rohit123', isActive: true },
      { name: 'Anita Bose', userId: 'PX100002', password: 'anita123', isActive: true },
    ],
  },
  large: {
    host: { name: 'Tara Menon', email: 'large@parley.app', phone: '9876500005', password: HOST_PASSWORD },
    users: [0, 1, 2].map((index) => ({
      name: `Member ${index + 1}`,
      userId: largeUserId(index),
      password: LARGE_USER_PASSWORD,
      isActive: true,
    })),
  },
  /** Seeded in every scenario: another tenant, for "never another host's data" checks. */
  other: {
    host: { name: 'Omar Farooq', email: 'other@parley.app', phone: '9876500099', password: HOST_PASSWORD },
    users: [{ name: 'Zoya Ali', userId: 'PO100001', password: 'zoya1234', isActive: true }],
  },
} as const satisfies Record<ScenarioName | 'other', SeededScenarioAccounts>;
