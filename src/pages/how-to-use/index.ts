export { HowToUsePage } from './ui/HowToUsePage';
