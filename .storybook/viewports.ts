/** Viewports of the toolbar and of the story test runner (which resizes the page to match the story). */
export const VIEWPORTS = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const DEFAULT_TEST_VIEWPORT = { width: 1280, height: 720 };

export function viewportSize(name: unknown): { width: number; height: number } {
  const viewport = typeof name === 'string' && name in VIEWPORTS ? VIEWPORTS[name as ViewportName] : null;
  if (!viewport) return DEFAULT_TEST_VIEWPORT;
  return {
    width: Number.parseInt(viewport.styles.width, 10),
    height: Number.parseInt(viewport.styles.height, 10),
  };
}
