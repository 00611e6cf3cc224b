import { preloadDialog } from '../dialog/Dialog';
import { preloadMenu } from '../dropdown-menu/DropdownMenu';
import { preloadPopover } from '../info-popover/InfoPopover';
import { preloadOtpInput } from '../otp-input/OtpInput';
import { preloadToaster } from '../provider/UiProvider';
import { preloadTooltip } from '../tooltip-icon-button/TooltipIconButton';

/**
 * Loads the code of every lazily loaded part (dialog, menu, popover, tooltip, code boxes, toaster) at once. The app
 * never needs this: stories call it first, so that what they render open does not wait for the network.
 */
export const preloadOnDemandUi = () =>
  Promise.all([
    preloadDialog(),
    preloadMenu(),
    preloadPopover(),
    preloadTooltip(),
    preloadOtpInput(),
    preloadToaster(),
  ]);
