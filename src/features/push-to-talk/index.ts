export { talkPressed, talkReleased, $talkPressed, $talking, releaseDelayFx } from './model/push-to-talk';
export { PushToTalkButton } from './ui/PushToTalkButton';
