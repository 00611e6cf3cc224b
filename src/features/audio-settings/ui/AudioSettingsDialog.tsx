import { useUnit } from 'effector-react';
import { lazyPart, LazyPartSlot } from '@/shared/ui';
import { $audioSettingsOpen, audioSettingsClosed } from '../model/audio-settings';

export interface AudioSettingsDialogProps {
  /** Hosts also see the 'Auto Local Recording' switch. */
  showRecordingSwitch?: boolean;
}

// The device pickers and the switch load when the browser is first idle, not with the call page.
const audioSettings = lazyPart<AudioSettingsDialogProps & { open: boolean }>(() =>
  import('./AudioSettings').then(({ AudioSettings }) => AudioSettings),
);

/** Audio Settings of a call (spec 02), opened with `audioSettingsOpened`. */
export function AudioSettingsDialog({ showRecordingSwitch = false }: AudioSettingsDialogProps) {
  const [open, close] = useUnit([$audioSettingsOpen, audioSettingsClosed]);
  return (
    <LazyPartSlot
      part={audioSettings}
      open={open}
      what="window"
      onClose={close}
      props={{ showRecordingSwitch }}
    />
  );
}
