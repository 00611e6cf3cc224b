import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_APP_ACTION, submitAction } from './copy';
import { handOverCopy, repeatPendingAppAction } from './handoff';

/** The static page's copy of a sign-in form, as the visitor left it: typed into, the caret in the password. */
function showTypedCopy() {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="prerendered"><form><input name="userId"><input name="password" type="password">
</form></div>`,
  );
  const field = (name: string) => document.querySelector<HTMLInputElement>(`#prerendered [name="${name}"]`)!;
  field('userId').value = 'host@example.com';
  field('password').value = 'secret';
  field('password').focus();
  field('password').setSelectionRange(3, 3);
}

/** A page with controlled fields, updated from the latest state (several changes in one batch all hold). */
function SignInForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const [values, setValues] = useState({ userId: '', password: '' });
  const set = (name: 'userId' | 'password') => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="User" name="userId" value={values.userId} onChange={set('userId')} />
      <input
        aria-label="Password"
        name="password"
        type="password"
        value={values.password}
        onChange={set('password')}
      />
    </form>
  );
}

// As the app's route root does: the handover runs in the commit that first shows the page.
function Handoff() {
  useLayoutEffect(handOverCopy, []);
  return null;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PENDING_APP_ACTION];
  document.getElementById('prerendered')?.remove();
});

describe('handing the static page over to the app', () => {
  it('keeps what was typed into the copy, in the page’s own state, and the focus and caret', async () => {
    showTypedCopy();
    render(
      <>
        <Handoff />
        <SignInForm onSubmit={() => undefined} />
      </>,
    );
    expect(document.getElementById('prerendered')).toBeNull();
    expect(screen.getByLabelText('User')).toHaveValue('host@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await Promise.resolve();
    expect((screen.getByLabelText('Password') as HTMLInputElement).selectionStart).toBe(3);
  });

  it('sends a form the visitor sent on the static page, with what they typed', () => {
    showTypedCopy();
    const onSubmit = vi.fn();
    render(
      <>
        <Handoff />
        <SignInForm onSubmit={onSubmit} />
      </>,
    );
    (window as unknown as Record<string, unknown>)[PENDING_APP_ACTION] = submitAction('userId');
    repeatPendingAppAction();
    expect(onSubmit).toHaveBeenCalledWith({ userId: 'host@example.com', password: 'secret' });
    // Once only.
    repeatPendingAppAction();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
