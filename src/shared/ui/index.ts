// Design system public API (named exports only).
export {
  brandScale,
  semanticColors,
  fontStack,
  fontSizes,
  radii,
  shadows,
  spacing,
  SHORT_LANDSCAPE,
  SHORT_SCREEN,
  BOTTOM_BAR,
  ABOVE_BOTTOM_BAR,
  keepFocusClear,
  aboveHomeIndicator,
  besideNotch,
  toScreenEdge,
  FULL_BLEED,
  MAIN_REGION,
  edgeToEdgeBar,
} from './theme/tokens';
export type { BrandShade, ModeColor, SemanticColorName } from './theme/tokens';
export {
  $colorMode,
  colorModeInitialized,
  colorModeToggled,
  colorModeChosen,
  applyColorModeFx,
} from './color-mode/model';
export {
  applyColorMode,
  isColorMode,
  otherColorMode,
  preferredColorMode,
  themeToggleLabel,
} from './color-mode/color-mode';
export type { ColorMode } from './color-mode/color-mode';
export { UiProvider } from './provider/UiProvider';
export { toastFx, toast } from './toaster/toaster';
export type { NotifyTone, Toast } from './toaster/toaster';
export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { IconButton } from './icon-button/IconButton';
export type { IconButtonProps } from './icon-button/IconButton';
export { Field } from './field/Field';
export type { FieldProps } from './field/Field';
export { PasswordInput } from './password-input/PasswordInput';
export type { PasswordInputProps } from './password-input/PasswordInput';
export { OtpInput, usePreloadOtpInput } from './otp-input/OtpInput';
export { ResendCountdown } from './otp-input/ResendCountdown';
export { sanitizeOtp } from './otp-input/otp';
export type { OtpInputProps } from './otp-input/otp';
export { Dialog } from './dialog/Dialog';
export { DropdownMenu } from './dropdown-menu/DropdownMenu';
export type { DropdownMenuProps, MenuTriggerProps } from './dropdown-menu/DropdownMenu';
export { InfoPopover } from './info-popover/InfoPopover';
export type { InfoPopoverProps, PopoverTriggerProps } from './info-popover/InfoPopover';
export { lazyPart, LazyPartSlot, OptionalPart } from './lazy-part/lazy-part';
export type { DialogProps } from './dialog/Dialog';
export { useHeldWhileClosing } from './dialog/use-held-while-closing';
export { ConfirmDialog } from './confirm-dialog/ConfirmDialog';
export { ChangeAnnouncer } from './change-announcer/ChangeAnnouncer';
export type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { Spinner } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { FullScreenLoader } from './full-screen-loader/FullScreenLoader';
export type { FullScreenLoaderProps } from './full-screen-loader/FullScreenLoader';
export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';
export { Avatar, initialsOf } from './avatar/Avatar';
export type { AvatarProps } from './avatar/Avatar';
export { ThemeToggle } from './theme-toggle/ThemeToggle';
export { DataTable, FULL_TABLE_MEDIA } from './data-table/DataTable';
export type { DataTableColumn, DataTableProps } from './data-table/DataTable';
export { ListToolbar } from './list-toolbar/ListToolbar';
export type { ListToolbarOption, ListToolbarProps } from './list-toolbar/ListToolbar';
export { StatCard } from './stat-card/StatCard';
export type { StatCardProps } from './stat-card/StatCard';
export { CopyField } from './copy-field/CopyField';
export type { CopyFieldProps } from './copy-field/CopyField';
export { copyText } from './copy-field/copy';
export { PullToRefresh } from './pull-to-refresh/PullToRefresh';
export type { PullToRefreshProps } from './pull-to-refresh/PullToRefresh';
export { pullDistance, pullProgress, isPastThreshold } from './pull-to-refresh/pull-math';
export type { PullOptions } from './pull-to-refresh/pull-math';
export { roomBackdrop } from './room-backdrop/room-backdrop';
