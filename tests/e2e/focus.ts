import type { Page } from './fixtures';

/**
 * Moves keyboard focus `presses` times with `key` (Tab, Shift+Tab) and names each control it reached that was
 * not fully in view once the page had scrolled to it: off screen, or partly under something pinned over the
 * page (a sticky bar, the floating support link). WCAG 2.4.11, Focus Not Obscured.
 */
export async function focusObscured(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  presses: number,
): Promise<string[]> {
  const obscured = new Set<string>();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    const hidden = await page.evaluate(async () => {
      // The page may scroll smoothly to the control: it is judged once the scroll has come to rest.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let still = 0, last = NaN; still < 3;) {
        await frame();
        still = scrollY === last ? still + 1 : 0;
        last = scrollY;
      }
      const control = document.activeElement;
      if (!(control instanceof HTMLElement) || control === document.body) return null;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = box.left + box.width / 2;
      const covered = [box.top + 1, box.top + box.height / 2, box.bottom - 1].some((y) => {
        if (y < 0 || y > innerHeight) return true;
        const top = document.elementFromPoint(x, y);
        return top !== null && !control.contains(top) && !top.contains(control);
      });
      return covered
        ? (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim()
        : null;
    });
    if (hidden) obscured.add(hidden);
  }
  return [...obscured];
}
