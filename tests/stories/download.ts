import { expect, userEvent, waitFor } from 'storybook/test';

/** What the page's live regions currently say to a screen reader. */
export const spoken = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' | ');

/**
 * Enter on a download control: it stays focused and busy while the file comes (a second Enter is ignored), and
 * a screen reader hears the download of `title` start and finish.
 */
export async function downloadByKeyboard(canvasElement: HTMLElement, button: HTMLElement, title: string) {
  button.focus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(spoken(canvasElement)).toContain(`Downloading recording, ${title}`));
  await userEvent.keyboard('{Enter}');
  await new Promise((resolve) => setTimeout(resolve, 150));
  await expect(button).toHaveFocus();
  await waitFor(() => expect(spoken(canvasElement)).toContain(`Downloaded recording, ${title}`));
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await expect(button).toHaveFocus();
}
