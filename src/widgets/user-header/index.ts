export { UserHeader } from './ui/UserHeader';
export type { UserHeaderProps } from './ui/UserHeader';
