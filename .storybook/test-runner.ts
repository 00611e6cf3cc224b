// Story test runner hooks: the page takes the story's viewport, its `play` runs, then axe checks it.
// Skip the axe check with `parameters.a11y.disable: true` or the tag 'skip-a11y' (say why in the story).
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { viewportSize } from './viewports.ts';

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The viewport toolbar only resizes the manager's iframe; here the page itself takes the story's size.
    // The story's context as the preview holds it at run time, with the story's globals over the page's.
    type Viewport = { viewport?: { value?: string } };
    const storyContext = (await getStoryContext(page, context)) as {
      globals?: Viewport;
      storyGlobals?: Viewport;
    };
    const globals: Viewport = { ...storyContext.globals, ...storyContext.storyGlobals };
    await page.setViewportSize(viewportSize(globals.viewport?.value));
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    if (storyContext.parameters?.a11y?.disable || storyContext.tags?.includes('skip-a11y')) return;
    // The whole document, not just #storybook-root: dialogs, menus and toasts render in portals beside it
    // (and the root is aria-hidden while a dialog is open). Rules about a full page's landmarks and
    // headings do not apply to a component rendered on its own.
    await configureAxe(page, {
      rules: [
        { id: 'region', enabled: false },
        { id: 'landmark-one-main', enabled: false },
        { id: 'page-has-heading-one', enabled: false },
        ...(storyContext.parameters?.a11y?.config?.rules ?? []),
      ],
    });
    await checkA11y(page, undefined, {
      detailedReport: true,
      detailedReportOptions: { html: true },
      // Only violations are printed; a clean story stays quiet.
      verbose: false,
      axeOptions: storyContext.parameters?.a11y?.options,
    });
  },
};

export default config;
