import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  ZVerificationDocument,
  type TErrorResponse,
  type TVerificationDocument,
} from '@casino/contracts';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { percentOf } from '../lib/document-file';
import { BILL_VERIFICATION_URL } from './verification';

/**
 * POST /profile/bill-verification as multipart (field `file`). XMLHttpRequest rather than fetch
 * because only it reports upload progress. Fails with an ApiError carrying the server's message.
 */
export function uploadBillDocument(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<TVerificationDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', BILL_VERIFICATION_URL);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZVerificationDocument.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, t('profile.documents.uploadFailed')));
        return;
      }
      const error = (body ?? {}) as Partial<TErrorResponse>;
      reject(new ApiError(xhr.status, error.message || xhr.statusText || t('profile.documents.uploadFailed'), error.errors));
    };
    xhr.onerror = () => reject(new ApiError(0, t('profile.documents.networkError')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));

    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
