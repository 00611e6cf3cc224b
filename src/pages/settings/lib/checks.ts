import type * as ContractChecks from './contract-checks';

// The e-mail and code checks use the contract's schemas (zod, about 24 KiB gzip): they load when the e-mail
// dialog opens or at the first check, so the settings page shows without them.
let loading: Promise<typeof ContractChecks> | null = null;

export function loadContractChecks(): Promise<typeof ContractChecks> {
  loading ??= import('./contract-checks').catch((error: unknown) => {
    // Offline before it was ever cached: the next check tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/** Spec 02 §5: required, valid, and not the current address; null when it passes. */
export const checkNewEmail = async (email: string, current: string | undefined): Promise<string | null> =>
  (await loadContractChecks()).validateNewEmail(email, current);

/** Spec 02 §5: six digits; null when it passes. */
export const checkOtp = async (otp: string): Promise<string | null> =>
  (await loadContractChecks()).validateOtp(otp);
