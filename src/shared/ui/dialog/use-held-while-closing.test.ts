import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeldWhileClosing } from './use-held-while-closing';

describe('useHeldWhileClosing', () => {
  it('keeps the last value after it goes null, and follows a new one', () => {
    const first = { name: 'Asha' };
    const second = { name: 'Ravi' };
    const { result, rerender } = renderHook(({ value }) => useHeldWhileClosing(value), {
      initialProps: { value: null as { name: string } | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: first });
    expect(result.current).toBe(first);
    rerender({ value: null });
    expect(result.current).toBe(first);
    rerender({ value: second });
    expect(result.current).toBe(second);
  });
});
