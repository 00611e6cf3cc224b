import { expect, waitFor } from 'storybook/test';

/**
 * Expects `element` wholly inside the viewport and drawn on top at its centre: not off to the side behind a
 * scroll box's edge, clipped by one, or under something floating. With `scroll`, the window first scrolls
 * (vertically only, as a reader's swipe does) to bring it mid-screen; a scroll box around it stays put.
 */
export async function expectOnScreen(element: Element, { scroll = false } = {}) {
  if (scroll) {
    const { top, height } = element.getBoundingClientRect();
    window.scrollBy({ top: top + height / 2 - window.innerHeight / 2, behavior: 'instant' });
  }
  const name = element.getAttribute('aria-label') ?? element.textContent;
  // Retried: what scrolls in (a card with `content-visibility: auto`) is laid out and hit-tested a frame later.
  await waitFor(async () => {
    const box = element.getBoundingClientRect();
    await expect(box.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    await expect(box.top, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    await expect(box.right, `${name} ends on screen`).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom, `${name} ends on screen`).toBeLessThanOrEqual(window.innerHeight);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit !== null && element.contains(hit), `${name} is not covered or clipped`).toBe(true);
  });
}
