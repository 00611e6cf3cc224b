import { describe, expect, it } from 'vitest';
import { roomBackdrop } from './room-backdrop';

describe('roomBackdrop', () => {
  it('without an image the room keeps its plain background', () => {
    expect(roomBackdrop(null)).toEqual({ bg: 'bg.subtle' });
  });

  it('lays a scrim of the page colour over the image, which stays last (drawn underneath)', () => {
    const style = roomBackdrop('/uploads/backgrounds/a.jpg?t=1');
    expect(style.bgImage).toMatch(
      /^linear-gradient\(color-mix\(in srgb, var\(--chakra-colors-bg-subtle\) 72%, transparent\).*\), url\("\/uploads\/backgrounds\/a\.jpg\?t=1"\)$/,
    );
    expect(style['data-background']).toBe('/uploads/backgrounds/a.jpg?t=1');
  });

  it('a quote in the URL cannot end the CSS string', () => {
    expect(roomBackdrop('/x".jpg').bgImage).toContain('url("/x%22.jpg")');
  });
});
