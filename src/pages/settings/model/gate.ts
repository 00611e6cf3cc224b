// The settings page's gate, which every flow of the page resets on.
import { createGate } from 'effector-react';

/** `/settings`; `showRenewModal` comes from the sidebar's navigation state (spec 01 §2). */
export const SettingsGate = createGate<{ showRenewModal: boolean }>('SettingsPage');
