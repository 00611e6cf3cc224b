export {
  pwaInstallStarted,
  installPromptCaptured,
  appInstalled,
  installRequested,
  installInstructionsClosed,
  installPromptChosen,
  promptInstallFx,
  $installPrompt,
  $isInstalled,
  $installPlatform,
  $instructionsOpen,
  $canInstall,
} from './model/install';
export type { BeforeInstallPromptEvent } from './model/install';
export { detectInstallPlatform, instructionsFor } from './lib/platform';
export type { InstallPlatform, InstallInstructions } from './lib/platform';
export { InstallAppButton } from './ui/InstallAppButton';
export type { InstallAppButtonProps } from './ui/InstallAppButton';
export { InstallInstructionsDialog } from './ui/InstallInstructionsDialog';
