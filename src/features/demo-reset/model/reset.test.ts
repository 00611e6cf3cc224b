import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/shared/config';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $resetConfirmOpen,
  demoResetNoticeChecked,
  RESET_DEMO_DATA_FAILED_MESSAGE,
  resetDemoDataClicked,
  resetDemoDataConfirmed,
  resetDemoDataFx,
} from './reset';

let info: ReturnType<typeof toastsShown>;
let error: ReturnType<typeof toastsShown>;
beforeEach(() => {
  sessionStorage.clear();
  info = toastsShown('info');
  error = toastsShown('error');
});

describe('Reset demo data', () => {
  it('announces, once, the scenario a reset reloaded this tab onto', async () => {
    sessionStorage.setItem(SESSION_KEYS.demoDataReset, 'expiring');
    const scope = fork();
    await allSettled(demoResetNoticeChecked, { scope });
    await allSettled(demoResetNoticeChecked, { scope });
    expect(info.mock.calls).toEqual([
      ["Demo data reset: every open tab now starts from the 'expiring' scenario."],
    ]);
  });

  it('says nothing on a start no reset caused', async () => {
    await allSettled(demoResetNoticeChecked, { scope: fork() });
    expect(info).not.toHaveBeenCalled();
  });

  it('asks first, then resets once however often Reset is pressed while it runs', async () => {
    const reset = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    const scope = fork({ handlers: [[resetDemoDataFx, reset]] });
    await allSettled(resetDemoDataClicked, { scope });
    expect(scope.getState($resetConfirmOpen)).toBe(true);
    void allSettled(resetDemoDataConfirmed, { scope });
    await allSettled(resetDemoDataConfirmed, { scope });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('a refused reset closes the confirmation and says the data could not be reset', async () => {
    const scope = fork({
      handlers: [
        [
          resetDemoDataFx,
          async () => {
            throw new Error('403');
          },
        ],
      ],
    });
    await allSettled(resetDemoDataClicked, { scope });
    await allSettled(resetDemoDataConfirmed, { scope });
    expect(scope.getState($resetConfirmOpen)).toBe(false);
    expect(error.mock.calls).toEqual([[RESET_DEMO_DATA_FAILED_MESSAGE]]);
  });
});
