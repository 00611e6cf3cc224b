export { RecordingsPage } from './ui/RecordingsPage';
