import {
  controlRollout,
  createRollout,
  exportRolloutDevices,
  getRollout,
  listRolloutDevices,
  listRollouts,
} from '@console/contracts/rollouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/guard';
import type { PlatformContext } from '../../../platform/context';
import { cachedAnswer } from '../../../platform/http/cached-answer';
import { routeOptions } from '../../../platform/http/route-options';
import type { PhasedRollouts } from './phased-rollouts.service';

/** Phased rollouts (issue 31): who may see and control them is the Device Firmware rule (level above 4). */
export const phasedRolloutRoutes =
  (
    deps: Pick<PlatformContext, 'guard' | 'db' | 'config'> & { phasedRollouts: PhasedRollouts },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('deviceFirmware');
    // A running rollout's answers change every second: one read per question and second
    // (ROLLOUT_ANSWER_MAX_AGE_MS), however many people watch it, is what the read cache keeps to;
    // everyone who asks the same meanwhile shares it. Half way, the next read starts while they
    // still get the last: on a database busy with a phase's sends they would all wait for it.
    const maxAgeMs = deps.config.ROLLOUT_ANSWER_MAX_AGE_MS;
    const LIVE = { maxAgeMs, refreshAfterMs: maxAgeMs / 2 };
    const rollouts = deps.phasedRollouts;
    const tags = ['rollouts'];

    app.post(createRollout.path, routeOptions(createRollout, { tags, preValidation }), (request) =>
      rollouts.create(authOf(request), request.body, request.ip),
    );
    app.get(listRollouts.path, routeOptions(listRollouts, { tags, preValidation }), (request, reply) => {
      const { state, modelNumber, page, size } = request.query;
      return cachedAnswer(deps.db, request, reply, LIVE, () =>
        rollouts.list(authOf(request), { state, modelNumber: modelNumber || undefined, page, size }),
      );
    });
    app.get(getRollout.path, routeOptions(getRollout, { tags, preValidation }), (request, reply) =>
      cachedAnswer(deps.db, request, reply, LIVE, () =>
        rollouts.get(authOf(request), request.params.rolloutId),
      ),
    );
    app.post(controlRollout.path, routeOptions(controlRollout, { tags, preValidation }), (request) =>
      rollouts.control(
        authOf(request),
        request.params.rolloutId,
        request.body.action,
        request.body.reason,
        request.ip,
      ),
    );
    app.get(
      listRolloutDevices.path,
      routeOptions(listRolloutDevices, { tags, preValidation }),
      (request, reply) => {
        const { stage, reason, phase, page, size } = request.query;
        return cachedAnswer(deps.db, request, reply, LIVE, () =>
          rollouts.devices(authOf(request), request.params.rolloutId, {
            stage,
            reason: reason || undefined,
            phase,
            page,
            size,
          }),
        );
      },
    );
    app.get(
      exportRolloutDevices.path,
      routeOptions(exportRolloutDevices, { tags, preValidation }),
      async (request, reply) => {
        const { stage, reason, phase } = request.query;
        const file = await rollouts.exportDevices(
          authOf(request),
          request.params.rolloutId,
          { stage, reason: reason || undefined, phase },
          request.ip,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  };
