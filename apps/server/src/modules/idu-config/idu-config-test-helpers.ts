import type { TestApp } from '../../../test/build-app';
import { multipart } from '../../../test/multipart';

export const IDU = '/simplifi/v1/deviceManagement/iduconfig';

/** POSTs (or PUTs with a query) a multipart IDU config upload. */
export function sendConfig(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
  put?: Record<string, string>,
) {
  const body = multipart(fields, file ? [{ field: 'iduConfigFile', ...file }] : []);
  return t.app.inject({
    method: put ? 'PUT' : 'POST',
    url: IDU,
    query: put,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
