import { HStack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import Ban from 'lucide-react/icons/ban';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import UserX from 'lucide-react/icons/user-x';
import { type RoomParticipant } from '@/entities/call-room';
import { participantMuteToggled } from '@/features/host-controls';
import { Button, ConfirmDialog, useHeldWhileClosing } from '@/shared/ui';
import { TooltipIconButton } from '@/shared/ui/tooltip-icon-button';
import { $pendingAction, actionConfirmed, actionDismissed, actionRequested } from '../model/actions';

const CONFIRM = {
  kick: {
    title: (name: string) => `Kick ${name}`,
    description: 'They leave the call now and can join it again.',
    label: 'Kick',
  },
  disable: {
    title: (name: string) => `Disable ${name}`,
    description:
      'They leave the call and are signed out, and cannot sign in until their account is enabled again.',
    label: 'Disable',
  },
} as const;

/**
 * Mute, Kick and Disable for one participant: labelled buttons (icon and text) in the one-participant room,
 * icon buttons with the same accessible names and a tooltip in a compact tile.
 */
export function ParticipantActions({
  participant,
  compact = false,
}: {
  participant: RoomParticipant;
  compact?: boolean;
}) {
  const [toggleMute, request] = useUnit([participantMuteToggled, actionRequested]);
  const name = participant.userName;
  const actions = [
    {
      id: 'mute',
      label: participant.muted ? 'Unmute' : 'Mute',
      icon: participant.muted ? <MicOff aria-hidden /> : <Mic aria-hidden />,
      palette: participant.muted ? 'red' : 'gray',
      solid: participant.muted,
      onClick: () => toggleMute(participant.key),
    },
    {
      id: 'kick',
      label: 'Kick',
      icon: <UserX aria-hidden />,
      palette: 'orange',
      solid: false,
      onClick: () => request({ action: 'kick', key: participant.key, name }),
    },
    {
      id: 'disable',
      label: 'Disable',
      icon: <Ban aria-hidden />,
      palette: 'red',
      solid: false,
      onClick: () => request({ action: 'disable', key: participant.key, name }),
    },
  ];
  return (
    <HStack gap={compact ? '1' : '3'} wrap="wrap" justify="center">
      {actions.map((action) =>
        compact ? (
          <TooltipIconButton
            key={action.id}
            aria-label={`${action.label} ${name}`}
            tooltip={action.label}
            size="sm"
            variant="ghost"
            colorPalette={action.palette}
            onClick={action.onClick}
          >
            {action.icon}
          </TooltipIconButton>
        ) : (
          <Button
            key={action.id}
            aria-label={`${action.label} ${name}`}
            variant={action.solid ? 'solid' : 'outline'}
            colorPalette={action.palette}
            onClick={action.onClick}
          >
            {action.icon}
            {action.label}
          </Button>
        ),
      )}
    </HStack>
  );
}

/**
 * The one confirmation dialog for kick and disable, whichever tile asked. A confirmed action removes the tile
 * whose button opened it, so focus then goes to `focusAfterRemoval` rather than back to that button.
 */
export function ParticipantActionConfirm({
  focusAfterRemoval,
}: {
  focusAfterRemoval: () => HTMLElement | null;
}) {
  const [pending, confirm, dismiss] = useUnit([$pendingAction, actionConfirmed, actionDismissed]);
  const shown = useHeldWhileClosing(pending);
  const confirmed = useRef(false);
  const text = shown ? CONFIRM[shown.action] : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={text && shown ? text.title(shown.name) : ''}
      description={text?.description}
      confirmLabel={text?.label ?? 'Confirm'}
      tone="danger"
      onConfirm={() => {
        confirmed.current = true;
        confirm();
      }}
      onClose={() => {
        confirmed.current = false;
        dismiss();
      }}
      finalFocus={() => (confirmed.current ? focusAfterRemoval() : null)}
    />
  );
}
