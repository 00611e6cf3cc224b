import type { ErrorBody } from './schemas/common';

// No zod or ky here: every page imports this module (it names the failures), and neither library belongs in
// the first load. The checks below are the same as `errorBodySchema`'s and ky's `isHTTPError`.

/** The error body contract (`errorBodySchema`): a string `message`, an optional boolean flag, anything else. */
function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, subscriptionExpired } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (subscriptionExpired !== undefined && typeof subscriptionExpired !== 'boolean') return null;
  return data as ErrorBody;
}

interface KyHttpError {
  response: Response;
  data: unknown;
}

/** ky's own test (by name, so it holds across realms). */
function isHttpError(error: unknown): error is KyHttpError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

function isInvalidReply(error: unknown): boolean {
  return error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError');
}

export const HTML_INSTEAD_OF_JSON_MESSAGE = 'Server returned HTML instead of JSON';
export const INVALID_SERVER_RESPONSE_MESSAGE = 'Invalid server response';
/** A request that needs the session's token, made without one (spec 02 §6): refused before it is sent. */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';

/** Every failed API call surfaces as one of these: the HTTP status, the server `message` and the raw body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, message: string, body: ErrorBody | null = null) {
    super(message);
    this.status = status;
    this.body = body;
  }

  /** The 403 of an expired host subscription (spec 01 §6). */
  get subscriptionExpired(): boolean {
    return this.body?.subscriptionExpired === true;
  }
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|head|body)/i.test(text);
}

/** Reads an error reply's body text into an ApiError, preferring the server `message`. */
export function apiErrorFromText(status: number, text: string, fallback: string): ApiError {
  if (looksLikeHtml(text)) return new ApiError(status, HTML_INSTEAD_OF_JSON_MESSAGE);
  if (!text) return new ApiError(status, fallback);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new ApiError(status, INVALID_SERVER_RESPONSE_MESSAGE);
  }
  const body = readErrorBody(parsed);
  return body ? new ApiError(status, body.message, body) : new ApiError(status, fallback);
}

/** Parses a JSON reply's text: HTML and unparseable bodies become the spec's messages (02 §5). */
export function parseJsonText(status: number, text: string): unknown {
  if (looksLikeHtml(text)) throw new ApiError(status, HTML_INSTEAD_OF_JSON_MESSAGE);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(status, INVALID_SERVER_RESPONSE_MESSAGE);
  }
}

/** Converts anything thrown by a request into an ApiError (status 0 for network failures). */
export function toApiError(error: unknown, fallback = 'Something went wrong'): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const data = error.data;
    if (typeof data === 'string') return apiErrorFromText(error.response.status, data, fallback);
    const body = readErrorBody(data);
    return body
      ? new ApiError(error.response.status, body.message, body)
      : new ApiError(error.response.status, fallback);
  }
  if (isInvalidReply(error)) return new ApiError(0, INVALID_SERVER_RESPONSE_MESSAGE);
  // No reply (offline, refused, timed out): the caller's message, not the client's own wording with the URL.
  return new ApiError(0, fallback);
}

/** True when no reply arrived at all (offline, DNS, timeout): status 0 and not a malformed reply. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.message !== INVALID_SERVER_RESPONSE_MESSAGE;
}

/** The message to show for a failed call: the server's `message` when present, otherwise `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (isHttpError(error)) return toApiError(error, fallback).message;
  if (isInvalidReply(error)) return INVALID_SERVER_RESPONSE_MESSAGE;
  return fallback;
}
