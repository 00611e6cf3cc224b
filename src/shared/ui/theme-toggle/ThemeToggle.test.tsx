import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $colorMode } from '../color-mode/model';
import { UiProvider } from '../provider/UiProvider';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('names the next mode, toggles the scope and persists the choice', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    const scope = fork();
    render(
      <Provider value={scope}>
        <UiProvider>
          <ThemeToggle />
        </UiProvider>
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(scope.getState($colorMode)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
