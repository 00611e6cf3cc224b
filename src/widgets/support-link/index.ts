export { SupportLink } from './ui/SupportLink';
