import { createEffect, createEvent, createStore, sample } from 'effector';
import { $user, signedOut } from '@/entities/user';
import { listAudioDevices, type AudioDevices } from '@/shared/lib/media';
import { toast } from '@/shared/ui';
import { fetchHostSettings, saveHostSettings } from '../api/host-settings';

/** The Audio Settings dialog: devices, and for hosts the 'Auto Local Recording' preference (spec 02 §2). */
export const audioSettingsOpened = createEvent();
export const audioSettingsClosed = createEvent();
export const autoRecordingToggled = createEvent<boolean>();

export const $audioSettingsOpen = createStore(false)
  .on(audioSettingsOpened, () => true)
  .reset(audioSettingsClosed);
export const $audioDevices = createStore<AudioDevices>({ inputs: [], outputs: [] });
/** The host's saved preference; another host signing in on this device starts from off, never from it. */
export const $autoLocalRecording = createStore(false).reset(signedOut);

export const listDevicesFx = createEffect(listAudioDevices);
export const fetchHostSettingsFx = createEffect(fetchHostSettings);
export const saveHostSettingsFx = createEffect(saveHostSettings);
export const $savingAutoRecording = saveHostSettingsFx.pending;

sample({ clock: audioSettingsOpened, target: listDevicesFx });
sample({ clock: listDevicesFx.doneData, target: $audioDevices });
sample({
  clock: audioSettingsOpened,
  source: $user,
  filter: (user) => Boolean(user?.isHost),
  fn: (user) => user?._id ?? '',
  target: fetchHostSettingsFx,
});
// A preference changed while the saved one was loading wins over that older value (the switch does not
// flip back mid-save).
const $changedWhileLoading = createStore(false)
  .on(autoRecordingToggled, () => true)
  .reset(fetchHostSettingsFx);
sample({
  clock: fetchHostSettingsFx.doneData,
  filter: $changedWhileLoading.map((changed) => !changed),
  target: $autoLocalRecording,
});

// Optimistic switch; a failed save puts it back.
const $previous = createStore(false);
sample({ clock: autoRecordingToggled, source: $autoLocalRecording, target: $previous });
sample({ clock: autoRecordingToggled, target: $autoLocalRecording });
sample({
  clock: autoRecordingToggled,
  source: $user,
  filter: (user) => Boolean(user?.isHost),
  fn: (user, autoLocalRecording) => ({ hostId: user?._id ?? '', autoLocalRecording }),
  target: saveHostSettingsFx,
});
sample({ clock: saveHostSettingsFx.doneData, target: $autoLocalRecording });
sample({ clock: saveHostSettingsFx.fail, source: $previous, target: $autoLocalRecording });
sample({ clock: saveHostSettingsFx.done, fn: () => 'Recording preference saved', target: toast.success });
sample({
  clock: saveHostSettingsFx.fail,
  fn: () => 'Failed to save recording preference',
  target: toast.error,
});
