/** The part of s3rver (a fake S3 server, a Koa app; no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverContext {
    method: string;
    url: string;
    host: string;
    status: number;
    body: unknown;
  }

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list: composed when the server starts. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
