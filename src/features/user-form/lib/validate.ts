export type UserFormMode = 'create' | 'edit';

export interface UserFormValues {
  name: string;
  isActive: boolean;
  /** Create: the custom-password toggle. Edit: the 'Change Password' toggle. */
  passwordEnabled: boolean;
  password: string;
}

export type UserFormField = 'name' | 'password';
export interface UserFormError {
  field: UserFormField;
  message: string;
}

export const NAME_REQUIRED = 'Name is required';
export const PASSWORD_REQUIRED = 'Password is required when custom password is enabled';
export const NEW_PASSWORD_REQUIRED = 'New password is required when changing password';

/** Spec 01 §5: name required and non-blank; the password only when its toggle is on. */
export function validateUserForm(values: UserFormValues, mode: UserFormMode): UserFormError | null {
  if (!values.name.trim()) return { field: 'name', message: NAME_REQUIRED };
  if (values.passwordEnabled && !values.password.trim()) {
    return { field: 'password', message: mode === 'edit' ? NEW_PASSWORD_REQUIRED : PASSWORD_REQUIRED };
  }
  return null;
}
