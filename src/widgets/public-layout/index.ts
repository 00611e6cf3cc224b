export { PublicLayout } from './ui/PublicLayout';
export { PublicHeader } from './ui/PublicHeader';
export { PublicFooter } from './ui/PublicFooter';
export { PageHero, Section, FeatureCards, Prose } from './ui/sections';
export type { FeatureCardItem } from './ui/sections';
export { Faq } from './ui/Faq';
export type { FaqItem } from './ui/Faq';
