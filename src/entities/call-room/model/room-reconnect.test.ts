import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createReconnectRules } from './room-reconnect';

function setup() {
  const $blocked = createStore(false);
  const rules = createReconnectRules({ $blocked });
  return { $blocked, rules, scope: fork() };
}

describe('reconnecting rules (spec 02 §4)', () => {
  it('is not set before the call was established', async () => {
    const { rules, scope } = setup();
    await allSettled(rules.connectionLost, { scope, params: 'offline' });
    expect(scope.getState(rules.$reconnecting)).toBe(false);
  });

  it('is set on a lost connection once established and cleared on connection', async () => {
    const { rules, scope } = setup();
    await allSettled(rules.established, { scope });
    await allSettled(rules.connectionLost, { scope, params: 'ice' });
    expect(scope.getState(rules.$reconnecting)).toBe(true);
    await allSettled(rules.connectionRestored, { scope });
    expect(scope.getState(rules.$reconnecting)).toBe(false);
  });

  it('clears when ICE connects again (established fires anew)', async () => {
    const { rules, scope } = setup();
    await allSettled(rules.established, { scope });
    await allSettled(rules.connectionLost, { scope, params: 'socket' });
    await allSettled(rules.established, { scope });
    expect(scope.getState(rules.$reconnecting)).toBe(false);
  });

  it('is never set while the call ends or is being left, and clears when that starts', async () => {
    const { $blocked, rules, scope } = setup();
    await allSettled(rules.established, { scope });
    await allSettled(rules.connectionLost, { scope, params: 'offline' });
    await allSettled($blocked, { scope, params: true });
    expect(scope.getState(rules.$reconnecting)).toBe(false);
    await allSettled(rules.connectionLost, { scope, params: 'socket' });
    expect(scope.getState(rules.$reconnecting)).toBe(false);
  });
});
