import { useUnit } from 'effector-react';
import { Download } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import { $canInstall, $isInstalled, installRequested, pwaInstallStarted } from '../model/install';

export interface InstallAppButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children?: ReactNode;
  /** Show the button only when installing is possible here (native prompt or known instructions). */
  onlyWhenInstallable?: boolean;
}

/**
 * Offers the native install prompt, or per-platform steps (render `InstallInstructionsDialog` once per page);
 * hidden when the app already runs installed.
 */
export function InstallAppButton({
  children = 'Install App',
  onlyWhenInstallable = false,
  ...props
}: InstallAppButtonProps) {
  const [installed, canInstall, request, start] = useUnit([
    $isInstalled,
    $canInstall,
    installRequested,
    pwaInstallStarted,
  ]);
  useEffect(() => {
    start();
  }, [start]);
  if (installed || (onlyWhenInstallable && !canInstall)) return null;
  return (
    <Button onClick={() => request()} {...props}>
      <Download aria-hidden />
      {children}
    </Button>
  );
}
