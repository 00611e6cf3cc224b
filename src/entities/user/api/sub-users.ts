import { API_PATHS, apiRequest, type SubUser, type UsersQuery } from '@/shared/api';

export type { SubUser };

/** Create/edit form output (spec 01 §3); the password is sent only when provided (§5). */
export interface SubUserInput {
  name: string;
  isActive: boolean;
  password?: string;
}

export interface CreatedSubUser {
  name: string;
  userId: string;
  isActive: boolean;
  tempPassword: string;
}

function body({ name, isActive, password }: SubUserInput): SubUserInput {
  const trimmed = password?.trim();
  return trimmed ? { name: name.trim(), isActive, password: trimmed } : { name: name.trim(), isActive };
}

/** GET /api/users: every sub-user newest first, or the page `query` asks for (`limit=5`: recent). */
export async function fetchSubUsers(query: UsersQuery = {}): Promise<{ users: SubUser[]; total: number }> {
  const reply = await apiRequest(
    API_PATHS.users,
    (contract) => contract.usersListResponseSchema,
    { method: 'get', searchParams: query },
    'Failed to fetch users',
  );
  return { users: reply.users, total: reply.total ?? reply.users.length };
}

/** POST /api/users: the server generates the User ID and returns the password once. */
export async function createSubUser(input: SubUserInput): Promise<CreatedSubUser> {
  const reply = await apiRequest(
    API_PATHS.users,
    (contract) => contract.createUserResponseSchema,
    { method: 'post', json: body(input) },
    'Failed to create user',
  );
  const { name, userId, isActive, tempPassword } = reply.user;
  return { name, userId, isActive, tempPassword };
}

/** PUT /api/users/{userId}. */
export async function updateSubUser(userId: string, input: SubUserInput): Promise<SubUser> {
  const reply = await apiRequest(
    API_PATHS.user(userId),
    (contract) => contract.updateUserResponseSchema,
    { method: 'put', json: body(input) },
    'Failed to update user',
  );
  return reply.user;
}

/** DELETE /api/users/{userId}; an expired host gets an ApiError with `subscriptionExpired`. */
export async function deleteSubUser(userId: string): Promise<void> {
  await apiRequest(
    API_PATHS.user(userId),
    (contract) => contract.messageResponseSchema,
    { method: 'delete' },
    'Failed to delete user',
  );
}
