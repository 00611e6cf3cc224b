import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { $role } from '@/entities/user';
import { config } from '@/shared/config';
import { isRunningInstalled } from '@/shared/lib';
import { redirectFor, type RouteAccess } from './access';

export function Guard({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const role = useUnit($role);
  const runningInstalled = isRunningInstalled();
  const installedOnlyBlocked = config.installedOnly && !runningInstalled;
  const target = redirectFor(access, { role, installedOnlyBlocked, runningInstalled });
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
