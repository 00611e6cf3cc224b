export { HostLayout } from './ui/HostLayout';
export { titleFromPath, pictureUrl } from './lib/title';
