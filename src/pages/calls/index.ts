export { CallsPage } from './ui/CallsPage';
