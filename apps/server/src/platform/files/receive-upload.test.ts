import { FORM_FIELD_MAX_BYTES } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { acceptUploads, readMultipart } from './receive-upload';

const app = Fastify();
beforeAll(async () => {
  // Two areas as the composition root registers them: one takes uploads, one does not.
  await app.register(async (uploads) => {
    await acceptUploads(uploads, 1);
    uploads.post('/uploads', async (request) => {
      const sizes: Record<string, number> = {};
      const fields = await readMultipart(request, async ({ name, stream }) => {
        sizes[name] = 0;
        for await (const chunk of stream) sizes[name] += (chunk as Buffer).length;
      });
      return { fields, sizes };
    });
  });
  await app.register(async (plain) => {
    plain.post('/plain', async (request) => ({ body: request.body }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('uploads, in the areas that accept them', () => {
  it('reads the fields and streams each file of a multipart request', async () => {
    const body = multipart({ note: '  trimmed  ' }, [
      { field: 'files', name: 'dir/fw.bin', data: Buffer.alloc(3000, 1) },
    ]);
    const res = await app.inject({ method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { note: 'trimmed' }, sizes: { 'fw.bin': 3000 } });
  });

  it('refuses a text field past FORM_FIELD_MAX_BYTES, never cutting it', async () => {
    const fields = { note: 'x'.repeat(2 * FORM_FIELD_MAX_BYTES) };
    const res = await app.inject({ method: 'POST', url: '/uploads', ...multipart(fields, []) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.formFieldTooLong });
    expect(messages.formFieldTooLong).toContain(FORM_FIELD_MAX_BYTES.toLocaleString('en-US'));
    const full = await app.inject({
      method: 'POST',
      url: '/uploads',
      ...multipart({ note: 'x'.repeat(FORM_FIELD_MAX_BYTES) }, []),
    });
    expect(full.json().fields.note).toHaveLength(FORM_FIELD_MAX_BYTES);
  });

  it('refuses a file past the limit the area gave', async () => {
    const body = multipart({}, [{ field: 'files', name: 'big.bin', data: Buffer.alloc(1024 * 1024 + 1) }]);
    const res = await app.inject({ method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode).toBe(413);
  });

  it('leaves other areas without the parser: a multipart body there is an unsupported type (415)', async () => {
    const body = multipart({ note: 'x' }, []);
    expect((await app.inject({ method: 'POST', url: '/plain', ...body })).statusCode).toBe(415);
    const json = await app.inject({ method: 'POST', url: '/plain', payload: { a: 1 } });
    expect(json.json()).toEqual({ body: { a: 1 } });
  });
});
