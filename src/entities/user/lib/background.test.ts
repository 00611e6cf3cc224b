import { describe, expect, it } from 'vitest';
import { backgroundChoiceOf, backgroundOptions, needsInbuiltList, resolveBackground } from './background';

const inbuilt = ['/assets/backgrounds/inbuilt-0.svg', '/assets/backgrounds/inbuilt-1.svg'];

describe('call page background', () => {
  it('lists Default, then the inbuilt images as Inbuilt N (spec 02 §3)', () => {
    expect(backgroundOptions(inbuilt)).toEqual([
      { id: 'default', name: 'Default', image: '' },
      { id: 'inbuilt-0', name: 'Inbuilt 1', image: inbuilt[0] },
      { id: 'inbuilt-1', name: 'Inbuilt 2', image: inbuilt[1] },
    ]);
  });

  it.each([
    ['', null],
    ['default', null],
    ['inbuilt-1', inbuilt[1]],
    ['inbuilt-7', null],
    ['/assets/backgrounds/inbuilt-0.svg', inbuilt[0]],
    ['uploads/backgrounds/a.jpg', expect.stringMatching(/^\/uploads\/backgrounds\/a\.jpg\?t=\d+$/)],
    ['https://cdn.example.com/b.jpg', 'https://cdn.example.com/b.jpg'],
    ['something-else', null],
  ])('resolves %j', (value, expected) => {
    expect(resolveBackground(value, inbuilt)).toEqual(expected);
  });

  it.each([
    [undefined, 'default'],
    ['', 'default'],
    ['inbuilt-1', 'inbuilt-1'],
    ['/assets/backgrounds/inbuilt-1.svg', 'inbuilt-1'],
    ['uploads/backgrounds/a.jpg', 'custom-upload'],
  ])('selects the grid entry for %j', (value, expected) => {
    expect(backgroundChoiceOf(value, inbuilt)).toBe(expected);
  });

  it('needs the inbuilt list only for inbuilt values', () => {
    expect(needsInbuiltList('inbuilt-0')).toBe(true);
    expect(needsInbuiltList('uploads/x.png')).toBe(false);
    expect(needsInbuiltList('')).toBe(false);
  });
});
