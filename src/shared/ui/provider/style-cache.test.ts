import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_SHEET_ATTRIBUTE, createStyleCache } from './style-cache';

const styleTags = () => [...document.head.querySelectorAll('style')];
const batches = () => styleTags().filter((tag) => tag.hasAttribute(BATCH_SHEET_ATTRIBUTE));
const rulesOf = (tag: HTMLStyleElement) =>
  [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ''));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createStyleCache (production, speedy)', () => {
  it('writes the rules of one task, in order, to one new sheet', () => {
    const { sheet } = createStyleCache({ speedy: true });
    sheet.insert('.css-a{color:red;}');
    sheet.insert('@media (min-width: 48em){.css-a{color:blue;}}');
    sheet.insert('.css-b{color:green;}');
    expect(batches().map(rulesOf)).toEqual([
      ['.css-a{color:red;}', '@media(min-width:48em){.css-a{color:blue;}}', '.css-b{color:green;}'],
    ]);
  });

  it('starts a new sheet in each task, after the earlier ones, so an applied sheet never changes', async () => {
    const { sheet } = createStyleCache({ speedy: true });
    sheet.insert('.css-a{color:red;}');
    await nextTask();
    sheet.insert('.css-b{color:green;}');
    sheet.insert('@media (min-width: 30em){.css-b{color:teal;}}');
    expect(batches().map((tag) => rulesOf(tag).length)).toEqual([1, 2]);
    expect(styleTags().at(-1)).toBe(batches()[1]);
  });

  it('keeps global styles ahead of every batch, even when they are inserted last', () => {
    const cache = createStyleCache({ speedy: true });
    cache.sheet.insert('@layer recipes{.css-a{color:red;}}');
    // What Emotion's <Global> does: its own sheet, before the cache's first tag.
    const global = document.createElement('style');
    document.head.insertBefore(global, cache.sheet.tags[0] ?? null);
    expect(styleTags().indexOf(global)).toBeLessThan(styleTags().indexOf(batches()[0]!));
  });

  it('removes every sheet it wrote on flush, and writes again after', () => {
    const { sheet } = createStyleCache({ speedy: true });
    sheet.insert('.css-a{color:red;}');
    sheet.flush();
    expect(styleTags()).toHaveLength(0);
    sheet.insert('.css-a{color:red;}');
    expect(batches().map(rulesOf)).toEqual([['.css-a{color:red;}']]);
    expect(sheet.tags).toHaveLength(1);
  });
});

describe('createStyleCache (development)', () => {
  it('leaves Emotion as it is: a <style> per rule, in order', () => {
    const { sheet } = createStyleCache({ speedy: false });
    sheet.insert('.css-a{color:red;}');
    sheet.insert('@media (min-width: 48em){.css-a{color:blue;}}');
    expect(styleTags().map((tag) => tag.textContent)).toEqual([
      '.css-a{color:red;}',
      '@media (min-width: 48em){.css-a{color:blue;}}',
    ]);
    expect(batches()).toHaveLength(0);
  });
});
