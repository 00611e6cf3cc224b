import { isHTTPError } from 'ky';
import { z } from 'zod';
import { errorBodySchema, type ErrorBody } from './schemas/common';

export const HTML_INSTEAD_OF_JSON_MESSAGE = 'Server returned HTML instead of JSON';
export const INVALID_SERVER_RESPONSE_MESSAGE = 'Invalid server response';

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
  const body = errorBodySchema.safeParse(parsed);
  return body.success ? new ApiError(status, body.data.message, body.data) : new ApiError(status, fallback);
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
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string') return apiErrorFromText(error.response.status, data, fallback);
    const body = errorBodySchema.safeParse(data);
    return body.success
      ? new ApiError(error.response.status, body.data.message, body.data)
      : new ApiError(error.response.status, fallback);
  }
  if (error instanceof z.ZodError) return new ApiError(0, INVALID_SERVER_RESPONSE_MESSAGE);
  if (error instanceof SyntaxError) return new ApiError(0, INVALID_SERVER_RESPONSE_MESSAGE);
  return new ApiError(0, error instanceof Error && error.message ? error.message : fallback);
}

/** The message to show for a failed call: the server's `message` when present, otherwise `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (isHTTPError(error)) return toApiError(error, fallback).message;
  if (error instanceof z.ZodError || error instanceof SyntaxError) return INVALID_SERVER_RESPONSE_MESSAGE;
  return fallback;
}
