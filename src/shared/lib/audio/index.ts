export { summarizeMp3, readMp3FrameHeader } from './mp3-frames';
export type { Mp3Summary, Mp3FrameHeader } from './mp3-frames';
