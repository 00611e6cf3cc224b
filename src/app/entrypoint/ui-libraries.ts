// A stage of the app's start (src/app/main.tsx): React, Chakra and the other UI libraries the app's chunks
// share (the `ui-common` chunk, vite.config.ts) evaluated in a task of their own, before the theme. The export
// only names the stage's module; importing it is the work.
export { createElement } from 'react';
