import { delay, http, HttpResponse } from 'msw';

/**
 * A request the server never answers, for a story about the page while it waits: loading, or a button busy.
 * `path` as msw matches it, e.g. '*\/api/calls'.
 */
export const unanswered = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
