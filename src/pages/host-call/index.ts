export { HostCallPage } from './ui/HostCallPage';
