import { homePathFor, type Role } from '@/entities/user';
import { ROUTES } from '@/shared/config';

/**
 * Route sets of both specs (01 §2, 02 §2):
 * - `landing`: `/`, signed-in visitors go to their home; in the installed app, signed-out ones to `/login`:
 *   the landing page's only call to action is installing, and an installed window has no address bar to reach
 *   the sign-in and sign-up pages by;
 * - `signed-out`: marketing and auth pages, signed-in visitors go home (the signed-in set lacks them);
 * - `installed-only`: `/login`, `/signup`, additionally redirected to `/` outside the installed app;
 * - `everyone`: legal pages, careers, how-to-use;
 * - `host` / `user`: role pages; signed-out visitors go to `/` (unknown for them), the other role to `/login`.
 */
export type RouteAccess =
  'landing' | 'signed-out' | 'installed-only' | 'everyone' | 'host' | 'user' | 'unknown';

/** The `installed-only` routes; the prerendered landing page's guard script applies the same redirect. */
export const INSTALLED_ONLY_PATHS: readonly string[] = [ROUTES.login, ROUTES.signup];

export interface AccessContext {
  role: Role | null;
  /** True when the installed-only rule applies and the app is not running installed. */
  installedOnlyBlocked: boolean;
  /** True when the app runs installed (standalone window or the installed flag). */
  runningInstalled: boolean;
}

/** Returns the redirect target for a visit, or null when the page may render. */
export function redirectFor(
  access: RouteAccess,
  { role, installedOnlyBlocked, runningInstalled }: AccessContext,
): string | null {
  switch (access) {
    case 'everyone':
      return null;
    case 'landing':
      return role ? homePathFor(role) : runningInstalled ? ROUTES.login : null;
    case 'signed-out':
      return role ? homePathFor(role) : null;
    case 'installed-only':
      if (role) return homePathFor(role);
      return installedOnlyBlocked ? ROUTES.landing : null;
    case 'host':
    case 'user':
      if (!role) return ROUTES.landing;
      return role === access ? null : ROUTES.login;
    case 'unknown':
      return role ? homePathFor(role) : ROUTES.landing;
  }
}
