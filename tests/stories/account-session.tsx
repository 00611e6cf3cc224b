import type { Decorator } from '@storybook/react-vite';
import { withHostSession } from './host-session';
import { withUserSession } from './user-session';

/**
 * For parts both roles use: signs in the seeded host, or the first seeded sub-user when the story sets
 * `parameters.asUser`.
 */
export const withAccountSession: Decorator = (Story, context) =>
  (context.parameters.asUser ? withUserSession : withHostSession)(Story, context);
