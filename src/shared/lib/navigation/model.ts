import { attach, createEvent, createStore, sample } from 'effector';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Navigator {
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>;
}

export interface NavigateParams extends NavigateOptions {
  to: string;
}

/** The active router, attached by the app (or Storybook) so models can navigate without React. */
export const routerAttached = createEvent<Navigator>();
export const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' });

sample({ clock: routerAttached, target: $navigator });

export const navigateFx = attach({
  source: $navigator,
  effect: async (navigator, { to, ...options }: NavigateParams) => {
    await navigator?.navigate(to, options);
  },
});
