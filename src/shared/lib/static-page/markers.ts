/**
 * What the script of a prerendered public page (src/app/prerender/island.ts) finds in the page's HTML. The
 * components set these attributes, so the static page and the app render the same markup.
 */
export const STATIC_PAGE = {
  /** A control the static page runs itself: `theme-toggle`, `menu-toggle`. */
  controlAttribute: 'data-static-control',
  /** A control that needs the app (a dialog): the static page loads the app with the action in the URL's hash. */
  appActionAttribute: 'data-app-action',
  /** An install button shown only where installing is possible. */
  whenInstallableAttribute: 'data-when-installable',
} as const;

export type StaticControl = 'theme-toggle' | 'menu-toggle';

/** Props that mark a control the static page runs itself. */
export const staticControlProps = (control: StaticControl) => ({ [STATIC_PAGE.controlAttribute]: control });

/** The phone menu button's name, open or closed (the header and the static page set it). */
export const menuToggleLabel = (open: boolean) => (open ? 'Close menu' : 'Open menu');

/** Props that mark a control needing the app; `action` names it uniquely on its page. */
export const appActionProps = (action: string) => ({ [STATIC_PAGE.appActionAttribute]: action });

/** The URL hash that asks the app's page to run an action once it has loaded (`#apply:frontend`). */
export const appActionHash = (action: string) => `#${encodeURIComponent(action).replaceAll('%3A', ':')}`;
