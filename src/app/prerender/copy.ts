// Where the build puts a prerendered page's copy (scripts/prerender-plugin.ts) and the app finds it.
export const PRERENDERED_COPY_ID = 'prerendered';
/** Marks the copy's inlined CSS: `<style data-prerendered>`. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_STYLE_SELECTOR = `style[${PRERENDERED_STYLE_ATTRIBUTE}]`;

/** The static copy of a public page, if the HTML still holds one. */
export const prerenderedCopy = (): HTMLElement | null => document.getElementById(PRERENDERED_COPY_ID);

/** Removes the copy and its CSS once the app shows the real page. */
export function removePrerenderedCopy(): void {
  prerenderedCopy()?.remove();
  document.querySelector(PRERENDERED_STYLE_SELECTOR)?.remove();
}
