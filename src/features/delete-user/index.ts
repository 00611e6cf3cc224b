export { deleteUserRequested, subUserDeleted, SUBSCRIPTION_EXPIRED_MESSAGE } from './model/delete-user';
export { DeleteUserDialog } from './ui/DeleteUserDialog';
