// Imported by the build plugin too (scripts/prerender-plugin.ts): constants and DOM code only, no aliases.
// Where the build puts a prerendered page's copy (scripts/prerender-plugin.ts) and the app finds it.
export const PRERENDERED_COPY_ID = 'prerendered';
/** Marks the copy's inlined CSS: `<style data-prerendered>`. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_STYLE_SELECTOR = `style[${PRERENDERED_STYLE_ATTRIBUTE}]`;
/** Removes the copy and its styles (its CSS, and the rule hiding it on another route) for the app's page. */
export function removePrerenderedCopy(): void {
  document.getElementById(PRERENDERED_COPY_ID)?.remove();
  document.querySelectorAll(PRERENDERED_STYLE_SELECTOR).forEach((style) => style.remove());
}
