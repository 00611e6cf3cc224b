export { appUpdateStarted, newVersionTookControl, reloadHoldChanged } from './model/update';
export { UpdatePrompt } from './ui/UpdatePrompt';
export { OfflineBanner } from './ui/OfflineBanner';
export type { OfflineBannerProps } from './ui/OfflineBanner';
