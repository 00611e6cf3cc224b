import { STATIC_PAGE } from '@/shared/lib';
import { PENDING_APP_ACTION, PRERENDERED_COPY_ID, removePrerenderedCopy, submittedField } from './copy';

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** The app's field of that name: the one outside the copy. */
const appField = (copy: HTMLElement | null, name: string) =>
  [
    ...document.querySelectorAll<TypedField>(
      `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
    ),
  ].find((field) => !copy?.contains(field)) ?? null;

/**
 * Writes a value into a controlled field as typing would: through the element's own value setter (React
 * tracks the last value it set) and an `input` event, so the page's `onChange` keeps it in its state.
 */
function typeInto(field: TypedField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replaces the static copy with the app's page, which has just rendered beneath it: what the visitor typed
 * into the copy's form goes into the app's fields of the same name, the copy goes, and the focus (with the
 * caret) moves to the same field in the app.
 */
export function handOverCopy(): void {
  const copy = document.getElementById(PRERENDERED_COPY_ID);
  const focused = document.activeElement;
  const focusedField =
    copy &&
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    copy.contains(focused)
      ? focused
      : null;
  for (const field of copy?.querySelectorAll<TypedField>('input[name], textarea[name]') ?? []) {
    const target = appField(copy, field.name);
    if (target && field.value && field.value !== target.value) typeInto(target, field.value);
  }
  removePrerenderedCopy();
  if (!focusedField) return;
  const target = appField(null, focusedField.name);
  if (!target) return;
  target.focus();
  const { selectionStart, selectionEnd } = focusedField;
  // After React has rendered the handed-over values (their update runs once this commit is done).
  queueMicrotask(() => {
    try {
      target.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // An e-mail field has no caret position to set; the focus is what matters.
    }
  });
}

/**
 * Repeats, on the app's page, the control the visitor pressed on the static page before the app loaded (an
 * Apply or Install button opens its dialog; a form is sent). Focus goes to the control first, so a dialog
 * returns it there.
 */
export function repeatPendingAppAction(): void {
  const holder = window as unknown as Record<string, unknown>;
  const action = holder[PENDING_APP_ACTION];
  delete holder[PENDING_APP_ACTION];
  if (typeof action !== 'string') return;
  const field = submittedField(action);
  if (field !== null) {
    appField(null, field)?.form?.requestSubmit();
    return;
  }
  const control = [...document.querySelectorAll<HTMLElement>(`[${STATIC_PAGE.appActionAttribute}]`)].find(
    (element) => element.getAttribute(STATIC_PAGE.appActionAttribute) === action && !element.hidden,
  );
  control?.focus();
  control?.click();
}
