import type { SessionUser } from '../model/types';

// Whose profile a request changes and the profile requests' messages (spec 02 §8).

/** Whose picture and background a request changes: the host's own, or a sub-user's (spec 02 §7). */
export type ProfileOwner = { role: 'host' } | { role: 'user'; userId: string };

export function ownerOf(user: SessionUser | null): ProfileOwner | null {
  if (!user) return null;
  if (user.isHost) return { role: 'host' };
  return { role: 'user', userId: user.userId || user._id };
}

export const PROFILE_FALLBACKS = {
  name: 'Failed to update name',
  email: 'Failed to update email',
  password: 'Failed to update password',
  sendOtp: 'Failed to send OTP',
  resendOtp: 'Failed to resend OTP',
  verifyOtp: 'Failed to verify OTP',
  picture: 'Failed to update profile picture',
  removePicture: 'Failed to remove profile picture',
  background: 'Failed to update call background',
} as const;

export const NO_PICTURE_URL_MESSAGE = 'No profile picture URL received from server';
export const NO_BACKGROUND_URL_MESSAGE = 'No call page background URL received from server';
