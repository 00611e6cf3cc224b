import { APP_NAME, config } from '@/shared/config';

export interface RenewalAccount {
  name?: string;
  email?: string;
}

/** The prefilled message a host sends to renew (spec 01 §6: renewal through a messaging app). */
export function renewalMessage(account: RenewalAccount | null | undefined): string {
  const who = [account?.name, account?.email ? `(${account.email})` : ''].filter(Boolean).join(' ');
  const intro = `Hello, I would like to renew my ${APP_NAME} subscription.`;
  return who ? `${intro} Account: ${who}.` : intro;
}

/** A wa.me link to the support number with the renewal text prefilled. */
export function renewalLink(
  account: RenewalAccount | null | undefined,
  phone: string = config.supportWhatsApp,
): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(renewalMessage(account))}`;
}
