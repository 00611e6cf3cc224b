import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { participantDisableRequested, participantKickRequested } from '@/features/host-controls';
import { $pendingAction, actionConfirmed, actionDismissed, actionRequested } from './actions';

function watched() {
  const scope = fork();
  const kicked = vi.fn();
  const disabled = vi.fn();
  createWatch({ unit: participantKickRequested, fn: kicked, scope });
  createWatch({ unit: participantDisableRequested, fn: disabled, scope });
  return { scope, kicked, disabled };
}

describe('participant action confirmations', () => {
  it('kicks only once confirmed, and only the participant asked about', async () => {
    const { scope, kicked, disabled } = watched();
    await allSettled(actionRequested, { scope, params: { action: 'kick', key: 's1', name: 'Ravi' } });
    expect(kicked).not.toHaveBeenCalled();
    expect(scope.getState($pendingAction)).toEqual({ action: 'kick', key: 's1', name: 'Ravi' });
    await allSettled(actionConfirmed, { scope });
    expect(kicked).toHaveBeenCalledWith('s1');
    expect(disabled).not.toHaveBeenCalled();
    expect(scope.getState($pendingAction)).toBeNull();
  });

  it('disables once confirmed; a dismissed request does nothing', async () => {
    const { scope, kicked, disabled } = watched();
    await allSettled(actionRequested, { scope, params: { action: 'disable', key: 's1', name: 'Ravi' } });
    await allSettled(actionDismissed, { scope });
    await allSettled(actionConfirmed, { scope });
    expect(disabled).not.toHaveBeenCalled();

    await allSettled(actionRequested, { scope, params: { action: 'disable', key: 's2', name: 'Ravi' } });
    await allSettled(actionConfirmed, { scope });
    expect(disabled).toHaveBeenCalledWith('s2');
    expect(kicked).not.toHaveBeenCalled();
  });
});
