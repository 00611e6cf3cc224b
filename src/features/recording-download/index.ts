export { downloadRequested, $downloading } from './model/download';
export type { DownloadTarget } from './model/download';
export { DownloadButton } from './ui/DownloadButton';
export { DownloadLink } from './ui/DownloadLink';
