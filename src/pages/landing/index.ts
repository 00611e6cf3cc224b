export { LandingPage } from './ui/LandingPage';
