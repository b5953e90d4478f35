import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlatformContext } from '../../platform/context';
import { attachment } from '../../platform/files/file-store';
import { AppError } from '../../platform/http/errors';

const Params = z.object({ prefix: z.string().regex(/^[a-z0-9-]{1,40}$/), id: z.string().uuid() });
const Query = z.object({
  name: z.string().min(1).max(200),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

/**
 * Downloads by signed, expiring link (platform/files): the link is the permission, as with a
 * pre-signed object-store URL, so devices can fetch firmware without a session. Our own call.
 */
export const fileRoutes =
  (deps: Pick<PlatformContext, 'files'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/:prefix/:id',
      { schema: { tags: ['files'], params: Params, querystring: Query } },
      async (request, reply) => {
        const key = `${request.params.prefix}/${request.params.id}`;
        const { name, expires, signature } = request.query;
        if (!deps.files.verify(key, name, expires, signature)) throw new AppError(403, 'firmwareFileGone');
        const size = await deps.files.size(key).catch(() => undefined);
        if (size === undefined) throw new AppError(404, 'notFound');
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', size)
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', attachment(name));
        return reply.send(await deps.files.open(key));
      },
    );
  };
