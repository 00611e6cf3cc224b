// One screen in two variants (spec 02 §2): the host's /recordingsPage and the sub-user's /user-recordings.
export { RecordingsPage } from './ui/RecordingsPage';
export { UserRecordingsPage } from './ui/UserRecordingsPage';
