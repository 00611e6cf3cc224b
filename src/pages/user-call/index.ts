export { UserCallPage } from './ui/UserCallPage';
