import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user, signedOut, type SessionUser } from '@/entities/user';
import {
  $autoLocalRecording,
  audioSettingsOpened,
  autoRecordingToggled,
  fetchHostSettingsFx,
  listDevicesFx,
  saveHostSettingsFx,
} from './audio-settings';

const host: SessionUser = { _id: 'h1', name: 'Asha Verma', email: 'host@parley.app', isHost: true };

function scopeWithSlowLoad() {
  let answer: (saved: boolean) => void = () => undefined;
  const scope = fork({
    values: [[$user, host]],
    handlers: [
      [listDevicesFx, async () => ({ inputs: [], outputs: [] })],
      [fetchHostSettingsFx, () => new Promise<boolean>((resolve) => (answer = resolve))],
      [
        saveHostSettingsFx,
        vi.fn(async ({ autoLocalRecording }: { autoLocalRecording: boolean }) => autoLocalRecording),
      ],
    ],
  });
  return { scope, answer: (saved: boolean) => answer(saved) };
}

describe('Auto Local Recording', () => {
  it('shows the saved preference once it has loaded', async () => {
    const { scope, answer } = scopeWithSlowLoad();
    const opened = allSettled(audioSettingsOpened, { scope });
    answer(true);
    await opened;
    expect(scope.getState($autoLocalRecording)).toBe(true);
  });

  it('keeps a change made while the saved preference was still loading', async () => {
    const { scope, answer } = scopeWithSlowLoad();
    const opened = allSettled(audioSettingsOpened, { scope });
    // Switched on before the saved 'off' arrived (allSettled would wait for the load first).
    scopeBind(autoRecordingToggled, { scope })(true);
    answer(false);
    await opened;
    expect(scope.getState($autoLocalRecording)).toBe(true);
  });

  it("is off for the next account after a sign-out, so one host's preference never records another's call", async () => {
    const { scope, answer } = scopeWithSlowLoad();
    const opened = allSettled(audioSettingsOpened, { scope });
    answer(true);
    await opened;
    await allSettled(signedOut, { scope });
    expect(scope.getState($autoLocalRecording)).toBe(false);
  });
});
