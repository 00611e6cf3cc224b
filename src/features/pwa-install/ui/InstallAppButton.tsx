import { useUnit } from 'effector-react';
import { Download } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { appActionProps, STATIC_PAGE } from '@/shared/lib';
import { Button, type ButtonProps } from '@/shared/ui';
import { $canInstall, $isInstalled, installRequested, pwaInstallStarted } from '../model/install';

export interface InstallAppButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children?: ReactNode;
  /** Show the button only when installing is possible here (native prompt or known instructions). */
  onlyWhenInstallable?: boolean;
}

/**
 * Offers the native install prompt, or per-platform steps (render `InstallInstructionsDialog` once per page);
 * hidden when the app already runs installed. One that waits for installing to be possible stays in the
 * markup, `hidden`: a prerendered page's script shows it when the browser offers installing.
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
  if (installed) return null;
  const waiting = onlyWhenInstallable && !canInstall;
  return (
    <Button
      onClick={() => request()}
      hidden={waiting}
      {...(onlyWhenInstallable ? { [STATIC_PAGE.whenInstallableAttribute]: '' } : {})}
      {...appActionProps('install')}
      {...props}
    >
      <Download aria-hidden />
      {children}
    </Button>
  );
}
