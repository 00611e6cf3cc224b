import { allSettled, fork } from 'effector';
import { afterEach, expect, it, vi } from 'vitest';
import { $openRoom } from '@/entities/open-room';
import { newVersionTookControl } from '@/features/app-update';
import './app';

afterEach(() => vi.restoreAllMocks());

it('a new version accepted in another window leaves a call going and reloads once its room has closed', async () => {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  const scope = fork();
  // This window's call room opens.
  await allSettled($openRoom, { scope, params: { meetingId: 'ano-swnu-bjt' } });
  await allSettled(newVersionTookControl, { scope });
  expect(reload).not.toHaveBeenCalled();
  await allSettled($openRoom, { scope, params: null });
  expect(reload).toHaveBeenCalledTimes(1);
});
