import { NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import {
  $inputDeviceId,
  $outputDeviceId,
  inputDeviceSelected,
  outputDeviceSelected,
} from '@/entities/microphone';
import { supportsOutputSelection } from '@/shared/lib/media';
import { Button, Dialog } from '@/shared/ui';
import {
  $audioDevices,
  $autoLocalRecording,
  $savingAutoRecording,
  audioSettingsClosed,
  autoRecordingToggled,
} from '../model/audio-settings';
import type { AudioSettingsDialogProps } from './AudioSettingsDialog';

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
        <Stack gap="1.5">
          <label htmlFor="audio-input-device">
            <Text fontWeight="medium">Input device</Text>
          </label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="audio-input-device"
              value={inputId ?? ''}
              onChange={(event) => selectInput(event.currentTarget.value)}
            >
              <option value="" disabled>
                {devices.inputs.length ? 'Default microphone' : 'No microphones found'}
              </option>
              {devices.inputs.map((device) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1.5">
          <label htmlFor="audio-output-device">
            <Text fontWeight="medium">Output device</Text>
          </label>
          <NativeSelect.Root disabled={!outputSupported}>
            <NativeSelect.Field
              id="audio-output-device"
              value={outputId ?? ''}
              onChange={(event) => selectOutput(event.currentTarget.value)}
            >
              <option value="" disabled>
                {outputSupported ? 'Default speaker' : 'Not supported in this browser'}
              </option>
              {devices.outputs.map((device) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
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
            <Switch.Label>
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
