export { TooltipIconButton } from './TooltipIconButton';
export type { TooltipIconButtonProps } from './TooltipIconButton';
