import { z } from 'zod';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Longest search text a list route accepts: longer than any name or id it can match. */
export const LIST_SEARCH_MAX_LENGTH = 100;

const positiveInteger = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` });

/**
 * Query of a host's list route (GET /api/users, GET /api/calls/host/calls). A request without any of these
 * gets the spec's reply: every row, newest first. `search`, `status` and `sort` pick and order the rows,
 * `limit` and `page` cut one page of them, and the reply's `total` counts every row that matches.
 */
export function listQuerySchema<const K extends string, const S extends string>(
  sortKeys: readonly [K, ...K[]],
  statuses: readonly [S, ...S[]],
) {
  return z.object({
    search: z
      .string()
      .max(LIST_SEARCH_MAX_LENGTH, { error: `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters` })
      .optional(),
    status: z
      .enum(['all', ...statuses], { error: `status must be one of all, ${statuses.join(', ')}` })
      .optional(),
    sort: z.enum(sortKeys, { error: `sort must be one of ${sortKeys.join(', ')}` }).optional(),
    order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional(),
    limit: positiveInteger('limit').optional(),
    page: positiveInteger('page').optional(),
  });
}
