export {
  audioSettingsOpened,
  audioSettingsClosed,
  autoRecordingToggled,
  $audioSettingsOpen,
  $audioDevices,
  $autoLocalRecording,
  listDevicesFx,
  fetchHostSettingsFx,
  saveHostSettingsFx,
} from './model/audio-settings';
export { fetchHostSettings, saveHostSettings } from './api/host-settings';
export { AudioSettingsDialog } from './ui/AudioSettingsDialog';
export type { AudioSettingsDialogProps } from './ui/AudioSettingsDialog';
