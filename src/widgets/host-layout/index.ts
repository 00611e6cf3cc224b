export { HostLayout } from './ui/HostLayout';
export { titleFromPath } from './lib/title';
