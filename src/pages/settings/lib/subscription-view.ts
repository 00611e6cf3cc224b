import { PROFILE_EXPIRY_BANNER_MS } from '@/shared/config';

/** The profile's expiry banner shows with less than 7 days (604,800,000 ms) left (spec 02 §9). */
export function showsExpiryBanner(endDate: string | undefined, isActive: boolean, now: number): boolean {
  if (!isActive || !endDate) return false;
  const left = Date.parse(endDate) - now;
  return Number.isFinite(left) && left > 0 && left < PROFILE_EXPIRY_BANNER_MS;
}

/** 'N days, H hours' left, with H the hours beyond the whole days. */
export function timeLeftLabel(daysRemaining: number, hoursRemaining: number): string {
  const hours = hoursRemaining - daysRemaining * 24;
  const days = `${daysRemaining} ${daysRemaining === 1 ? 'day' : 'days'}`;
  return `${days}, ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
