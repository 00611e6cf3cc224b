/**
 * Runtime configuration from Vite env variables (VITE_*). Defaults make dev, e2e and Storybook work
 * without any .env file.
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

export const config = {
  /** Base for REST calls; empty means the app's own host (spec 01 §7). */
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** Socket.io endpoint; empty means the app's own host. */
  socketUrl: (env.VITE_SOCKET_URL as string | undefined) ?? '',
  /** `/login` and `/signup` only inside the installed app: on by default in production builds. */
  installedOnly: flag(env.VITE_INSTALLED_ONLY as string | undefined, env.PROD && env.MODE === 'production'),
  /** `server`: Node mock backend or real API; `browser`: msw worker in the page (offline, demo). */
  mockMode: (env.VITE_MOCK_MODE as string | undefined) ?? 'server',
  contactPhone: (env.VITE_CONTACT_PHONE as string | undefined) ?? '+91 98765 43210',
  contactEmail: (env.VITE_CONTACT_EMAIL as string | undefined) ?? 'hello@parley.app',
  careersEmail: (env.VITE_CAREERS_EMAIL as string | undefined) ?? 'careers@parley.app',
  /** Messaging-app number for support and renewal links, digits only. */
  supportWhatsApp: (env.VITE_SUPPORT_WHATSAPP as string | undefined) ?? '919876543210',
  /** JSON array of RTCIceServer; defaults to none so loopback calls work offline. */
  iceServers: parseIceServers(env.VITE_ICE_SERVERS as string | undefined),
} as const;

function parseIceServers(raw: string | undefined): RTCIceServer[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as RTCIceServer[]) : [];
  } catch {
    return [];
  }
}
