export {
  userFormOpened,
  userFormClosed,
  subUserCreated,
  subUserUpdated,
  credentialsClosed,
  $userFormOpen,
  $createdCredentials,
} from './model/user-form';
export type { UserFormOpenParams } from './model/user-form';
export { generatePassword } from './lib/password';
export { validateUserForm } from './lib/validate';
export { UserFormDialog } from './ui/UserFormDialog';
export { CredentialsDialog } from './ui/CredentialsDialog';
