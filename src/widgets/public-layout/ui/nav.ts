import { ROUTES } from '@/shared/config';

export const PUBLIC_NAV = [
  { to: ROUTES.features, label: 'Features' },
  { to: ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.careers, label: 'Careers' },
  { to: ROUTES.howToUse, label: 'How to Use' },
] as const;

export const FOOTER_LINKS = [
  { to: ROUTES.features, label: 'Features' },
  { to: ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.careers, label: 'Careers' },
  { to: ROUTES.howToUse, label: 'How to Use' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: ROUTES.termsOfService, label: 'Terms of Service' },
] as const;
