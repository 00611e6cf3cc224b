import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import { TooltipIconButton } from './TooltipIconButton';

function renderButton(onClick = vi.fn()) {
  renderWithApp(
    <TooltipIconButton aria-label="Kick Ravi Kumar" tooltip="Kick" onClick={onClick}>
      <span aria-hidden>x</span>
    </TooltipIconButton>,
    { route: false },
  );
  return screen.getByRole('button', { name: 'Kick Ravi Kumar' });
}

describe('TooltipIconButton', () => {
  it('shows its hint to a resting mouse, describes the button by it, and hides it when the mouse leaves', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Kick');
    await waitFor(() => expect(button).toHaveAttribute('aria-describedby', hint.id));
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('shows it on keyboard focus; Escape hides it and the button still works', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const button = renderButton(onClick);
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kick');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a touch is a press: no hint for a finger', async () => {
    const onClick = vi.fn();
    const button = renderButton(onClick);
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
