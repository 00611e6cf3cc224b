import { describe, expect, it } from 'vitest';
import { validateSignupDetails } from './validate';

const ok = { name: 'Asha', email: 'asha@studio.in', password: 'pw', confirmPassword: 'pw' };

describe('signup step 1 rules (spec 01 §5)', () => {
  it.each([
    [{ ...ok, name: '  ' }, 'Please fill in all required fields'],
    [{ ...ok, confirmPassword: '' }, 'Please fill in all required fields'],
    [{ ...ok, confirmPassword: 'other' }, 'Passwords do not match'],
    [{ ...ok, email: 'asha.studio.in' }, 'Please enter a valid email'],
    [{ ...ok, email: `${'a'.repeat(45)}@x.com` }, 'Email must be at most 50 characters'],
    [ok, null],
  ])('%o → %s', (details, message) => {
    expect(validateSignupDetails(details)).toBe(message);
  });
});
