import type { ApiError } from '@padel/contracts';
import { ApiNetworkError, ApiRequestError, withQuery } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { getToken } from '@/lib/session';

/**
 * Downloads a file from the API with the stored bearer token (an `<a href>` cannot send one).
 * Failures throw the API client's error types, so screens handle them the same way.
 */
export async function fetchApiFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers, signal });
  } catch (error) {
    throw new ApiNetworkError(error);
  }
  if (!response.ok) {
    let body: Partial<ApiError> | undefined;
    try {
      const data = (await response.json()) as Record<string, unknown>;
      body = typeof data.message === 'string' ? { message: data.message } : undefined;
      if (body && typeof data.code === 'string') body.code = data.code;
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(response.status, body);
  }
  return response.blob();
}

/**
 * Saves the file the API answers at `path`, with the query's set fields, as `filename`: what an
 * Export button does.
 */
export async function downloadApiFile(
  path: string,
  query: Record<string, string | undefined>,
  filename: string,
): Promise<void> {
  saveBlob(await fetchApiFile(withQuery(path, query)), filename);
}
