export { ParticipantGrid } from './ui/ParticipantGrid';
