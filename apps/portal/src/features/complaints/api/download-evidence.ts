import { ApiError, errorFromResponse, handleUnauthorized, NETWORK_ERROR_MESSAGE, parseBody } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-storage';

/**
 * Attachments are served only to their author and officials, so a plain link (without the
 * bearer token) cannot open them: the file is fetched with the token and saved from a blob.
 */
export async function downloadEvidence(url: string, fileName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    throw errorFromResponse(response.status, parseBody(await response.text()), null);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
