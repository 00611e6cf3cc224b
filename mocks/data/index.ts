// Public surface of the mock data layer for the runtimes (Node, browser worker, Vitest, Storybook).
export { SCENARIOS, SEEDED_ACCOUNTS, isScenarioName, type ScenarioName } from './accounts';
export { clearDatabase, createDatabase, db, type Database } from './db';
export { backendEvents, type BackendEventMap, type BackendEventName } from './events';
export { clearOutbox, deliver, readOutbox } from './outbox';
export {
  recordingFileName,
  recordingFolderName,
  recordingPath,
  resetDatabase,
  type SeedOptions,
} from './seed';
