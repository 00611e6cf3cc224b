import { userEvent } from 'storybook/test';

/**
 * Puts `text` into a field as a person pasting it would: focus, then one paste. For fields whose story is
 * about what the form does with a value, not about each key (those type it with `userEvent.type`): a typed
 * character costs a story about 20 ms, and the long forms' stories typed hundreds of them.
 */
export async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
