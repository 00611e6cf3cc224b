export { TopBar } from './ui/TopBar';
export { titleFromPath, pictureUrl } from './lib/title';
