export {
  newCallClicked,
  expiringCallConfirmed,
  expiringCallCancelled,
  activeCallJoined,
  startCallFx,
  enterCallFx,
  $startCallBusy,
  $expiringModalOpen,
} from './model/start-call';
export { NewCallButton } from './ui/NewCallButton';
export { ExpiringCallDialog } from './ui/ExpiringCallDialog';
