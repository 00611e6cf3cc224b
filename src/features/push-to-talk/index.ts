export { talkPressed, talkReleased, $talkPressed, $talking, releaseDelayFx } from './model/push-to-talk';
export { clipOutboxStarted, clipRefused, $unsentClips, $savingClipsShown } from './model/clips';
export type { UnsentClip } from './lib/clip-store';
export { PushToTalkButton } from './ui/PushToTalkButton';
export { SavingClipsDialog } from './ui/SavingClipsDialog';
