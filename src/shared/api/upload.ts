import type { z } from 'zod';
import { config } from '@/shared/config';
import {
  contractForReply,
  currentBearerToken,
  missingTokenError,
  parseWith,
  type ContractSchema,
} from './client';
import { ApiError, apiErrorFromText, parseJsonText } from './errors';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Message when the server gives none. */
  fallback?: string;
}

/**
 * A multipart upload with progress. XMLHttpRequest rather than fetch: fetch reports no upload progress
 * over HTTP/1.1. Same contract as `apiRequest`: bearer token, the server's `message` on failure, the reply
 * validated by the contract schema `reply` names.
 */
export async function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  reply: ContractSchema<S>,
  { method = 'POST', onProgress, fallback = 'Something went wrong' }: UploadOptions = {},
): Promise<z.infer<S>> {
  const refused = missingTokenError(path);
  if (refused) throw refused;
  const contract = contractForReply();
  const { status, text } = await send(method, path, form, onProgress, fallback);
  onProgress?.(1);
  const data = parseJsonText(status, text);
  return parseWith(reply(await contract), data);
}

/** Sends the form; the reply's text, or the `ApiError` of a failed reply or of no reply. */
function send(
  method: string,
  path: string,
  form: FormData,
  onProgress: ((fraction: number) => void) | undefined,
  fallback: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${config.apiBaseUrl.replace(/\/$/, '')}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = currentBearerToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromText(request.status, text, fallback));
        return;
      }
      resolve({ status: request.status, text });
    });
    request.addEventListener('error', () => reject(new ApiError(0, fallback)));
    request.addEventListener('abort', () => reject(new ApiError(0, fallback)));
    request.send(form);
  });
}
