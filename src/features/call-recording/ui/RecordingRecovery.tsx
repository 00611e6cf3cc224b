import { lazyPart, OptionalPart } from '@/shared/ui';

// Recordings a closed tab left on disk are rare: their check and dialog load once the page shows, not with
// it. Code that cannot load leaves them on disk for the next visit.
const recoveryDialog = lazyPart(() =>
  import('./RecordingRecoveryDialog').then(({ RecordingRecoveryDialog }) => RecordingRecoveryDialog),
);

/** Offers the recordings a closed, reloaded or crashed tab left unfinished, each to save or discard. */
export function RecordingRecovery() {
  return <OptionalPart part={recoveryDialog} />;
}
