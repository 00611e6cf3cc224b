export { PublicLayout } from './ui/PublicLayout';
export { AuthLayout } from './ui/AuthLayout';
export type { AuthLayoutProps } from './ui/AuthLayout';
export { PublicHeader } from './ui/PublicHeader';
export { PublicFooter } from './ui/PublicFooter';
export { Logo } from './ui/Logo';
