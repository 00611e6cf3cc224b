export { demoResetNoticeChecked } from './model/reset';
export { ResetDemoDataButton } from './ui/ResetDemoDataButton';
