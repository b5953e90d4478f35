import { expireSession } from '../session/expire-session';
import { type CallInput, type CallOutput, type Descriptor, headersOf, urlOf } from './api-call';
import { ApiError } from './api-error';

/**
 * Sends a multipart form to one endpoint with the session headers and reports upload progress
 * (0–100) as it goes: fetch cannot tell how much of a body has left, XMLHttpRequest can.
 */
export function apiUpload<D extends Descriptor>(
  d: D,
  input: Omit<CallInput<D>, 'body'> & { form: FormData; onProgress?: (percent: number) => void },
): Promise<CallOutput<D>> {
  const all = input as Parameters<typeof urlOf>[1] & { form: FormData; onProgress?: (p: number) => void };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(d.method, urlOf(d, all));
    for (const [name, value] of headersOf({})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) all.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status });
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) expireSession();
        ApiError.fromResponse(response).then(reject, reject);
        return;
      }
      response
        .json()
        .then((json) => resolve((d.response ? d.response.parse(json) : undefined) as CallOutput<D>))
        .catch(reject);
    };
    xhr.send(all.form);
  });
}
