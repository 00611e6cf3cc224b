import createCache, { type EmotionCache } from '@emotion/cache';

/** Marks the style sheets the cache writes, one per task that brought new rules. */
export const BATCH_SHEET_ATTRIBUTE = 'data-style-batch';

/**
 * The app's Emotion cache. In production Emotion adds every rule to one growing style sheet. When a sheet
 * Chrome has already applied changes, Chrome re-matches every element that sheet styles, and when the new
 * rules hold an at-rule (`@layer` of a Chakra recipe, `@media` of a responsive prop) it also rebuilds the
 * page's web fonts and lays out all text again: 50-90 ms at 4x CPU slowdown for each render that brings new
 * styles, against ~5 ms for a sheet that is only added (issue 17). So the rules of each task go into a new
 * sheet of their own, added after the earlier ones: the rules keep Emotion's order, and Chrome only checks
 * the few elements the new rules name.
 */
export function createStyleCache(options: { speedy?: boolean; container?: HTMLElement } = {}): EmotionCache {
  const cache = createCache({ key: 'css', ...options });
  const { sheet } = cache;
  // In development Emotion gives each rule a <style> of its own already.
  if (!sheet.isSpeedy) return cache;

  const flushEmotionSheet = sheet.flush.bind(sheet);
  const batchTags: HTMLStyleElement[] = [];
  let openTag: HTMLStyleElement | null = null;

  const newStyleTag = (attribute: string) => {
    const tag = document.createElement('style');
    tag.setAttribute(attribute, sheet.key);
    if (sheet.nonce) tag.setAttribute('nonce', sheet.nonce);
    sheet.container.appendChild(tag);
    return tag;
  };
  // Emotion puts global styles (Chakra's reset and its `@layer` order) before the cache's first tag: this
  // empty one, so they stay ahead of every batch whatever order components insert in.
  const placeGlobalStylesAhead = () => {
    if (sheet.tags.length === 0) sheet.hydrate([newStyleTag('data-emotion')]);
  };
  placeGlobalStylesAhead();

  const tagForThisTask = (): HTMLStyleElement => {
    if (openTag) return openTag;
    placeGlobalStylesAhead();
    openTag = newStyleTag(BATCH_SHEET_ATTRIBUTE);
    batchTags.push(openTag);
    queueMicrotask(() => (openTag = null));
    return openTag;
  };

  sheet.insert = (rule: string) => {
    const target = tagForThisTask().sheet;
    try {
      target?.insertRule(rule, target.cssRules.length);
    } catch {
      // A rule this browser does not know (another engine's prefix): skipped, as Emotion does.
    }
  };
  sheet.flush = () => {
    flushEmotionSheet();
    for (const tag of batchTags.splice(0)) tag.remove();
    openTag = null;
  };
  return cache;
}
