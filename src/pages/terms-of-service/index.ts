export { TermsOfServicePage } from './ui/TermsOfServicePage';
