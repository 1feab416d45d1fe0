import {
  API_BASE,
  ApiError,
  errorFromResponse,
  handleUnauthorized,
  NETWORK_ERROR_MESSAGE,
  parseBody,
} from '../../../lib/api-client';
import { getToken } from '../../../lib/token-storage';
import { type ComplaintDetail } from './complaints-api';

/** The multipart field the API reads (apps/api/src/complaints/evidence-upload.interceptor.ts). */
export const EVIDENCE_FIELD = 'files';

export interface UploadHandle {
  promise: Promise<ComplaintDetail>;
  abort: () => void;
}

/**
 * POST /api/complaints/:id/evidence with one file through XMLHttpRequest, whose upload
 * events report progress (fetch cannot). `onProgress` gets 0-100. Errors are the same
 * ApiError the fetch wrapper throws; a 401 ends the session the same way.
 */
export function uploadEvidence(complaintId: string, file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ComplaintDetail>((resolve, reject) => {
    xhr.open('POST', `${API_BASE}/complaints/${encodeURIComponent(complaintId)}/evidence`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((body as { data: ComplaintDetail }).data);
        return;
      }
      if (xhr.status === 401) handleUnauthorized();
      reject(errorFromResponse(xhr.status, body, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append(EVIDENCE_FIELD, file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
