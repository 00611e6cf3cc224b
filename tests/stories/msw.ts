import { delay, http, HttpResponse } from 'msw';

/**
 * A request the server never answers, for a story about the page while it waits: loading, or a button busy.
 * `path` is an msw path pattern, such as '/api/users', or one with a leading '*' for any origin.
 */
export const unanswered = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A request the server refuses with `status` and the JSON `{ message }` it explains itself with. */
export const refused = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  message: string,
) => http[method](path, () => HttpResponse.json({ message }, { status }));
