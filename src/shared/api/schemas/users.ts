import { z } from 'zod';
import { FIELD_MAX_LENGTH as MAX, messageResponseSchema, textField } from './common';
import { listQuerySchema } from './list-query';
import { subUserSchema } from './user';

/** Create/edit form output (spec 01 §3, §5); the password is sent only when provided. */
export const createUserRequestSchema = z.object({
  name: textField('Name', MAX.name).trim().min(1, 'Name is required'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
  password: textField('Password', MAX.password)
    .min(1, 'Password is required when custom password is enabled')
    .optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const updateUserRequestSchema = z.object({
  name: textField('Name', MAX.name).trim().min(1, 'Name is required').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  password: textField('Password', MAX.password)
    .min(1, 'New password is required when changing password')
    .optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const USERS_SORT_KEYS = ['userId', 'name', 'status', 'lastActive', 'createdAt'] as const;
export type UsersSortKey = (typeof USERS_SORT_KEYS)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;
/** GET /api/users: search matches the name or the User ID. */
export const usersQuerySchema = listQuerySchema(USERS_SORT_KEYS, USER_STATUSES);
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** `total` counts the users that match the query, before `limit` and `page`. */
export const usersListResponseSchema = z.object({
  users: z.array(subUserSchema),
  total: z.number().optional(),
});
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const createUserResponseSchema = messageResponseSchema.extend({
  user: subUserSchema.extend({ tempPassword: z.string() }),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

export const updateUserResponseSchema = messageResponseSchema.extend({ user: subUserSchema });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;
