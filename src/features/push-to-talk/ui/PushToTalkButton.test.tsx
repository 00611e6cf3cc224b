import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $userRoomPhase } from '@/entities/user-room';
import { UiProvider } from '@/shared/ui';
import { $talkPressed, releaseDelayFx } from '../model/push-to-talk';
import { PushToTalkButton } from './PushToTalkButton';

function renderInRoom() {
  const scope = fork({
    values: [[$userRoomPhase, 'connected']],
    handlers: [[releaseDelayFx, async () => undefined]],
  });
  render(
    <Provider value={scope}>
      <UiProvider>
        <main tabIndex={-1}>
          <button type="button">Leave</button>
          <PushToTalkButton />
        </main>
      </UiProvider>
    </Provider>,
  );
  return scope;
}

describe('PushToTalkButton', () => {
  it('talks while Enter is held, as with Space', async () => {
    const user = userEvent.setup();
    const scope = renderInRoom();
    screen.getByRole('button', { name: 'Hold to Speak' }).focus();
    await user.keyboard('{Enter>}');
    expect(scope.getState($talkPressed)).toBe(true);
    expect(screen.getByRole('button', { name: 'Speaking' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{/Enter}');
    expect(scope.getState($talkPressed)).toBe(false);
    expect(screen.getByRole('button', { name: 'Hold to Speak' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('talks while Space is held with focus on the page, as after joining, and not on another control', async () => {
    const user = userEvent.setup();
    const scope = renderInRoom();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('[Space>]');
    expect(scope.getState($talkPressed)).toBe(true);
    expect(screen.getByRole('button', { name: 'Speaking' })).toHaveFocus();
    await user.keyboard('[/Space]');
    expect(scope.getState($talkPressed)).toBe(false);

    // Focus put on the room's main region (after a dialog closed) rests on the page too.
    screen.getByRole('main').focus();
    await user.keyboard('[Space>]');
    expect(scope.getState($talkPressed)).toBe(true);
    await user.keyboard('[/Space]');

    screen.getByRole('button', { name: 'Leave' }).focus();
    await user.keyboard('[Space>]');
    expect(scope.getState($talkPressed)).toBe(false);
    await user.keyboard('[/Space]');
  });

  it("a screen reader's click, which cannot be held, starts talking and the next one stops", () => {
    const scope = renderInRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Hold to Speak' }), { detail: 0 });
    expect(scope.getState($talkPressed)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Speaking' }), { detail: 0 });
    expect(scope.getState($talkPressed)).toBe(false);
  });

  it("a pointer's click does not toggle: the press and release around it already did the talking", () => {
    const scope = renderInRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Hold to Speak' }), { detail: 1 });
    expect(scope.getState($talkPressed)).toBe(false);
  });
});
