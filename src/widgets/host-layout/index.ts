export { HostLayout } from './ui/HostLayout';
