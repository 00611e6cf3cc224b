export { UsersPage } from './ui/UsersPage';
