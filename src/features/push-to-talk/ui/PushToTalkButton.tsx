import { chakra, Text, VStack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { $mutedByHost, $userRoomPhase } from '@/entities/user-room';
import { ChangeAnnouncer, SHORT_LANDSCAPE } from '@/shared/ui';
import { $talkPressed, talkPressed, talkReleased } from '../model/push-to-talk';

/**
 * Every look of the control is in its own class from the first render, so a press only flips `aria-pressed`:
 * no style rule is written and no other element's style is recalculated while the user waits for it.
 */
const Control = chakra('button', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    w: { base: '40', md: '44' },
    h: { base: '40', md: '44' },
    // A wide phone on its side is `md` wide but short: the smaller size keeps the room on its screen.
    [SHORT_LANDSCAPE]: { w: '40', h: '40' },
    rounded: 'full',
    fontWeight: 'semibold',
    fontSize: 'lg',
    color: 'white',
    bg: 'brand.700',
    boxShadow: 'lg',
    userSelect: 'none',
    touchAction: 'none',
    cursor: 'pointer',
    WebkitTouchCallout: 'none',
    // The button itself is the pointer's target, so capturing the pointer moves it nowhere: no boundary
    // events (out, over, enter, leave) run on press and release.
    '& > *': { pointerEvents: 'none' },
    _pressed: { bg: 'green.700', boxShadow: '0 0 0 12px rgba(34,197,94,0.25)', transform: 'scale(0.97)' },
    _disabled: { bg: 'gray.600', cursor: 'not-allowed' },
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.300', outlineOffset: '4px' },
  },
});

const describeHostMute = (muted: boolean) => (muted ? 'The host muted you' : 'The host unmuted you');

/** Space or Enter, held like the button itself (both keys would otherwise click it). */
const isTalkKey = (event: KeyboardEvent) =>
  event.key === ' ' || event.code === 'Space' || event.key === 'Enter';

/**
 * Focus that rests on the page rather than on something Space works: nothing (the body), or a region focusable
 * only by script (`tabindex="-1"`: the main region after a dialog or a skip link) outside any dialog.
 */
const isPageFocus = (target: EventTarget | null) =>
  target === document.body ||
  (target instanceof HTMLElement &&
    target.tabIndex === -1 &&
    !target.isContentEditable &&
    !target.matches('button, a[href], input, select, textarea') &&
    !target.closest('[role="dialog"], [role="alertdialog"]'));

/** Space pressed while focus rests on the page (as after joining), not on a control. */
const isSpaceOnPage = (event: globalThis.KeyboardEvent) =>
  (event.key === ' ' || event.code === 'Space') &&
  !event.repeat &&
  !event.defaultPrevented &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  isPageFocus(event.target);

/**
 * The large 'Hold to Speak' control: pointer, touch, Space and Enter. It never sticks: releasing also happens on
 * pointer cancel, lost capture, window blur and the tab being hidden.
 */
export function PushToTalkButton() {
  const [pressed, mutedByHost, phase, press, release] = useUnit([
    $talkPressed,
    $mutedByHost,
    $userRoomPhase,
    talkPressed,
    talkReleased,
  ]);
  // Unavailable while muted or not connected, but still focusable: a disabled button would drop the focus of
  // a keyboard user holding it when the host mutes them. The model ignores presses meanwhile.
  const unavailable = mutedByHost || phase !== 'connected';
  const control = useRef<HTMLButtonElement>(null);

  // The hint promises the Space key: held while focus rests on the page, it moves focus here and talks, and
  // its release then reaches this control's own key handler.
  useEffect(() => {
    const onPageKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSpaceOnPage(event) || !control.current) return;
      event.preventDefault();
      control.current.focus();
      press();
    };
    document.addEventListener('keydown', onPageKeyDown);
    return () => document.removeEventListener('keydown', onPageKeyDown);
  }, [press]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') release();
    };
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [release]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests) have no capture.
    }
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isTalkKey(event)) return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isTalkKey(event)) return;
    event.preventDefault();
    release();
  };
  // A click with no pointer or key behind it (a screen reader's or a switch's activation) cannot be held:
  // it starts talking and the next one stops, with the pressed state saying which.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail !== 0) return;
    if (pressed) release();
    else press();
  };

  const label = pressed ? 'Speaking' : 'Hold to Speak';
  return (
    <VStack gap="3">
      <Control
        ref={control}
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        aria-describedby="ptt-hint"
        aria-disabled={unavailable || undefined}
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onTouchEnd={release}
        onTouchCancel={release}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onClick={onClick}
        onBlur={release}
      >
        {mutedByHost ? <MicOff size={40} aria-hidden /> : <Mic size={40} aria-hidden />}
        <span>{label}</span>
      </Control>
      <Text id="ptt-hint" fontSize="sm" color="fg.muted" textAlign="center">
        {mutedByHost ? 'The host has muted you' : 'Press and hold, or hold the Space key'}
      </Text>
      <ChangeAnnouncer value={mutedByHost} describe={describeHostMute} />
    </VStack>
  );
}
