import { API_PATHS } from '@/shared/api';

/** The latest code the in-browser mock "sent" to an address or phone (its dev outbox), like reading the message. */
export async function latestOtp(to: string): Promise<string> {
  const reply = await fetch(`${API_PATHS.devOutbox}?to=${encodeURIComponent(to)}`);
  const { messages } = (await reply.json()) as { messages: Array<{ otp: string }> };
  const otp = messages[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}
