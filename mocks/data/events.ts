/**
 * Backend events that the realtime layer forwards to sockets. Kept dependency-free (no node:events) so
 * the same module runs in Node, the browser worker setup and Vitest.
 */
/** Why a session ended; 'disabled' sessions are closed through `user-disabled` instead. */
export type SessionEndReason = 'login-elsewhere' | 'password-changed' | 'logout' | 'disabled';

export interface BackendEventMap {
  /**
   * Session `sid` ended (a newer login, a password change or reset, logout): its sockets are told
   * (`session-invalidated`, except on logout) and closed.
   */
  'session-invalidated': {
    accountId: string;
    userId: string;
    role: 'host' | 'user';
    sid: string;
    reason: SessionEndReason;
  };
  /** A sub-user was deactivated or deleted: kick them (`user-disabled`). */
  'user-disabled': { accountId: string; userId: string; hostId: string; deleted: boolean };
  'call-started': { callId: string; meetingId: string; hostId: string };
  'call-ended': { callId: string; meetingId: string; hostId: string };
  'notification-created': { recipientId: string; notificationId: string };
}

export type BackendEventName = keyof BackendEventMap;
type Listener<K extends BackendEventName> = (payload: BackendEventMap[K]) => void;

class BackendEvents {
  private listeners = new Map<BackendEventName, Set<Listener<never>>>();

  on<K extends BackendEventName>(name: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(name, set);
    return () => this.off(name, listener);
  }

  off<K extends BackendEventName>(name: K, listener: Listener<K>): void {
    this.listeners.get(name)?.delete(listener as Listener<never>);
  }

  emit<K extends BackendEventName>(name: K, payload: BackendEventMap[K]): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        (listener as Listener<K>)(payload);
      } catch (error) {
        // A broken listener must never fail the HTTP request that raised the event.
        console.error(`[mock-backend] ${name} listener failed`, error);
      }
    }
  }

  removeAll(): void {
    this.listeners.clear();
  }
}

export const backendEvents = new BackendEvents();
