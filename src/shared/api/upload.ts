import type { z } from 'zod';
import { config } from '@/shared/config';
import { currentBearerToken, missingTokenError, parseWith } from './client';
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
 * validated by `schema`.
 */
export function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  { method = 'POST', onProgress, fallback = 'Something went wrong' }: UploadOptions = {},
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const refused = missingTokenError(path);
    if (refused) {
      reject(refused);
      return;
    }
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
      try {
        onProgress?.(1);
        resolve(parseWith(schema, parseJsonText(request.status, text)));
      } catch (error) {
        reject(error instanceof ApiError ? error : new ApiError(request.status, fallback));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, fallback)));
    request.addEventListener('abort', () => reject(new ApiError(0, fallback)));
    request.send(form);
  });
}
