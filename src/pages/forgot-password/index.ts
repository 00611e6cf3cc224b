export { ForgotPasswordPage } from './ui/ForgotPasswordPage';
