import type { FastifyRequest } from 'fastify';

/** Where links in answers point: PUBLIC_URL when set, else the address the caller used. */
export const publicOrigin = (publicUrl: string | undefined, request: FastifyRequest) =>
  publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
