import { useUnit } from 'effector-react';
import { Moon, Sun } from 'lucide-react';
import { $colorMode, colorModeToggled } from '../color-mode/model';
import { IconButton } from '../icon-button/IconButton';

export function ThemeToggle() {
  const [mode, toggle] = useUnit([$colorMode, colorModeToggled]);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={`Switch to ${next} mode`}
      onClick={() => toggle()}
      title={`Switch to ${next} mode`}
    >
      {mode === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
