export { AuthLayout } from './ui/AuthLayout';
export type { AuthLayoutProps } from './ui/AuthLayout';
