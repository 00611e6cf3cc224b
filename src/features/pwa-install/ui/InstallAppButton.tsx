import { useUnit } from 'effector-react';
import Download from 'lucide-react/icons/download';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appActionHash, appActionProps, STATIC_PAGE } from '@/shared/lib';
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
 * markup, `hidden`: a prerendered page's script shows it when the browser offers installing. Opened with
 * `#install` in the URL, it asks once as if pressed.
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
  // Pressed on the static page before the app loaded (island.ts): the hash asks for it once.
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash !== appActionHash('install')) return;
    request();
    void navigate({ pathname, search, hash: '' }, { replace: true });
  }, [hash, pathname, search, navigate, request]);
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
