import type * as ContractChecks from './contract-checks';

// The e-mail and code checks use the contract's schemas (zod, about 24 KiB gzip): they load when the e-mail
// dialog opens or at the first check, so the settings page shows without them. The module loader keeps the
// loaded module; a load that failed (offline) is tried again by the next call.
export const loadContractChecks = (): Promise<typeof ContractChecks> => import('./contract-checks');

/** Spec 02 §5: required, valid, and not the current address; null when it passes. */
export const checkNewEmail = async (email: string, current: string | undefined): Promise<string | null> =>
  (await loadContractChecks()).validateNewEmail(email, current);

/** Spec 02 §5: six digits; null when it passes. */
export const checkOtp = async (otp: string): Promise<string | null> =>
  (await loadContractChecks()).validateOtp(otp);
