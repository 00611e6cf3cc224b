/**
 * Viewports of the toolbar; the story tests give the page the story's viewport (the addon's default, 1200x900,
 * when it names none).
 */
export const VIEWPORTS = {
  mobileSmall: { name: 'Mobile 320', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  mobileShort: { name: 'Mobile 360x640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  mobileLandscape: {
    name: 'Mobile landscape 740',
    styles: { width: '740px', height: '375px' },
    type: 'mobile',
  },
  // A large phone on its side: wide enough for the host sidebar (md), with only 390 px of height.
  phoneLandscape: {
    name: 'Phone landscape 844',
    styles: { width: '844px', height: '390px' },
    type: 'mobile',
  },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
