/** The part of oidc-provider (a certified OpenID Provider; no types of its own) the tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
  }

  export interface KoaContext {
    path: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export interface Interaction {
    uid: string;
    params: Record<string, unknown>;
    /** What the provider asks next: the person's sign-in, then their consent. */
    prompt: { name: 'login' | 'consent' | string };
    session?: { accountId?: string };
  }

  export class Grant {
    constructor(input: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}
