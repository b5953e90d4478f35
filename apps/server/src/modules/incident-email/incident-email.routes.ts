import { getIncidentRecipients, sendEmail } from '@console/contracts/incident-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import { createIncidentEmailService } from './incident-email.service';

/** Report Incidence's Send E-mail (spec 000 section 7), and who it goes to (ours). */
export const incidentEmailRoutes =
  (deps: Pick<PlatformContext, 'config' | 'db' | 'guard' | 'mailer' | 'rateLimits'>): FastifyPluginAsyncZod =>
  async (app) => {
    const incidents = createIncidentEmailService({
      db: deps.db,
      mailer: deps.mailer,
      recipients: deps.config.INCIDENT_EMAIL_RECIPIENTS,
      log: app.log,
    });

    // A person writes these: ten a minute per agent is plenty, and keeps the outbox from being flooded.
    const limitPerAgent = rateLimiter(deps.rateLimits, 'incident-email', {
      max: 10,
      windowMs: 60_000,
      key: (request) => authOf(request).userId,
    });

    app.get(
      getIncidentRecipients.path,
      routeOptions(getIncidentRecipients, {
        tags: ['incident-email'],
        preValidation: deps.guard('reportIncident'),
      }),
      () => ({ to: deps.config.INCIDENT_EMAIL_RECIPIENTS }),
    );

    app.post(
      sendEmail.path,
      routeOptions(sendEmail, {
        tags: ['incident-email'],
        preValidation: [deps.guard('reportIncident'), limitPerAgent],
      }),
      (request) => incidents.send(authOf(request), request.body, request.ip),
    );
  };
