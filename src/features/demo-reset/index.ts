export {
  demoDataWasReset,
  demoResetNotice,
  demoResetNoticeChecked,
  resetDemoDataFailed,
} from './model/reset';
export { ResetDemoDataButton } from './ui/ResetDemoDataButton';
