import { chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { staticControlProps } from '@/shared/lib';
import { themeToggleLabel } from '../color-mode/color-mode';
import { $colorMode, colorModeToggled } from '../color-mode/model';
import { IconButton } from '../icon-button/IconButton';

/**
 * Switches light and dark. The icon follows the class on <html>, not the store, so a prerendered page (whose
 * script runs this toggle before the app loads) shows the right one.
 */
export function ThemeToggle() {
  const [mode, toggle] = useUnit([$colorMode, colorModeToggled]);
  const label = themeToggleLabel(mode);
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={() => toggle()}
      {...staticControlProps('theme-toggle')}
    >
      <chakra.span display="contents" _dark={{ display: 'none' }}>
        <Moon aria-hidden />
      </chakra.span>
      <chakra.span display="none" _dark={{ display: 'contents' }}>
        <Sun aria-hidden />
      </chakra.span>
    </IconButton>
  );
}
