import { MemoryRealtimeServer } from '../realtime/memory';
import { createRealtimeLogic, type RealtimeLogic } from '../realtime/server';
import { createDataRealtimeStore } from '../realtime/store';

/**
 * The page's one in-memory realtime server: every socket.io connection of this page (the app's own, a second
 * one opened by a test, the stories' virtual peers) meets here, over the same data store as the REST handlers.
 */
export interface BrowserRealtime {
  server: MemoryRealtimeServer;
  logic: RealtimeLogic;
}

let instance: BrowserRealtime | null = null;

export function getBrowserRealtime(): BrowserRealtime {
  if (!instance) {
    const server = new MemoryRealtimeServer();
    instance = { server, logic: createRealtimeLogic(server, createDataRealtimeStore()) };
  }
  return instance;
}

/** Drops every connection and live room (after the data store is reseeded). */
export function resetBrowserRealtime(): void {
  if (!instance) return;
  instance.server.disconnectAll();
  instance.logic.reset();
}
