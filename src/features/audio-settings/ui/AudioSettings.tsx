import { NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import {
  $inputDeviceId,
  $outputDeviceId,
  inputDeviceSelected,
  outputDeviceSelected,
} from '@/entities/microphone';
import { supportsOutputSelection, type AudioDevice } from '@/shared/lib/media';
import { Button, Dialog } from '@/shared/ui';
import {
  $audioDevices,
  $autoLocalRecording,
  $savingAutoRecording,
  audioSettingsClosed,
  autoRecordingToggled,
} from '../model/audio-settings';
import type { AudioSettingsDialogProps } from './AudioSettingsDialog';

interface DeviceSelectProps {
  id: string;
  label: string;
  devices: AudioDevice[];
  value: string | null;
  /** Shown while no device is chosen. */
  placeholder: string;
  disabled?: boolean;
  onSelect: (deviceId: string) => void;
}

function DeviceSelect({ id, label, devices, value, placeholder, disabled, onSelect }: DeviceSelectProps) {
  return (
    <Stack gap="1.5">
      <label htmlFor={id}>
        <Text fontWeight="medium">{label}</Text>
      </label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          onChange={(event) => onSelect(event.currentTarget.value)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {devices.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** The devices and, for hosts, the auto-recording switch; loaded with its dialog's first open. */
export function AudioSettings({
  open,
  showRecordingSwitch = false,
}: AudioSettingsDialogProps & { open: boolean }) {
  const [devices, inputId, outputId, autoRecording, saving] = useUnit([
    $audioDevices,
    $inputDeviceId,
    $outputDeviceId,
    $autoLocalRecording,
    $savingAutoRecording,
  ]);
  const [close, selectInput, selectOutput, toggle] = useUnit([
    audioSettingsClosed,
    inputDeviceSelected,
    outputDeviceSelected,
    autoRecordingToggled,
  ]);
  const outputSupported = supportsOutputSelection();

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Audio Settings"
      footer={
        <Button variant="outline" colorPalette="gray" onClick={close}>
          Done
        </Button>
      }
    >
      <Stack gap="5">
        <DeviceSelect
          id="audio-input-device"
          label="Input device"
          devices={devices.inputs}
          value={inputId}
          placeholder={devices.inputs.length ? 'Default microphone' : 'No microphones found'}
          onSelect={selectInput}
        />
        <DeviceSelect
          id="audio-output-device"
          label="Output device"
          devices={devices.outputs}
          value={outputId}
          placeholder={outputSupported ? 'Default speaker' : 'Not supported in this browser'}
          disabled={!outputSupported}
          onSelect={selectOutput}
        />
        {showRecordingSwitch ? (
          <Switch.Root
            recipe={switchSlotRecipe}
            checked={autoRecording}
            disabled={saving}
            onCheckedChange={(details) => toggle(details.checked)}
            display="flex"
            justifyContent="space-between"
          >
            <Switch.HiddenInput />
            <Switch.Label display="flex" flexDirection="column" gap="1" lineHeight="short">
              <Text fontWeight="medium">Auto Local Recording</Text>
              <Text fontSize="sm" color="fg.muted">
                Start recording automatically when the call starts
              </Text>
            </Switch.Label>
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        ) : null}
      </Stack>
    </Dialog>
  );
}
