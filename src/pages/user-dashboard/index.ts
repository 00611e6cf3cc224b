export { UserDashboardPage } from './ui/UserDashboardPage';
