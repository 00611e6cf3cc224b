import { Collection } from '@msw/data';
import {
  backgroundRecordSchema,
  callRecordSchema,
  hostRecordSchema,
  hostSettingsRecordSchema,
  notificationRecordSchema,
  otpChallengeRecordSchema,
  recordingRecordSchema,
  sessionRecordSchema,
  subUserRecordSchema,
  uploadRecordSchema,
} from './schema';

/** All collections of the mock backend. One instance is live (`db`); tests and stories reseed it. */
export function createDatabase() {
  return {
    hosts: new Collection({ schema: hostRecordSchema }),
    subUsers: new Collection({ schema: subUserRecordSchema }),
    sessions: new Collection({ schema: sessionRecordSchema }),
    otpChallenges: new Collection({ schema: otpChallengeRecordSchema }),
    calls: new Collection({ schema: callRecordSchema }),
    recordings: new Collection({ schema: recordingRecordSchema }),
    notifications: new Collection({ schema: notificationRecordSchema }),
    hostSettings: new Collection({ schema: hostSettingsRecordSchema }),
    backgrounds: new Collection({ schema: backgroundRecordSchema }),
    uploads: new Collection({ schema: uploadRecordSchema }),
  };
}

export type Database = ReturnType<typeof createDatabase>;

/** The live database every handler reads. Reseed it with `resetDatabase(scenario)` from `./seed`. */
export const db: Database = createDatabase();

export function clearDatabase(target: Database = db): void {
  for (const collection of Object.values(target)) collection.clear();
}
