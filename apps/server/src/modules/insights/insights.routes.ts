import {
  downloadOffboardStat,
  downloadOnboardStat,
  getActiveHourly,
  getControllerCounts,
  getDacCount,
  getGeographicalDist,
  getGroupUsers,
  getMqttKeysFrequency,
  getOffboardCount,
  getOffboardCountAc,
  getOnboardByModel,
  getOnboardCount,
  getOnboardCountAc,
  getProductMetricsImages,
  getUsersAndOnboards,
  getUsersDuration,
} from '@console/contracts/insights';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { cachedAnswer } from '../../platform/http/cached-answer';
import { routeOptions } from '../../platform/http/route-options';
import type { InsightsDeps } from './insights.deps';
import { createMetricsService } from './metrics.service';
import { type CsvFile, createStatisticsService } from './statistics.service';

/**
 * The charts and the DAC count read rollups that triggers update with every event the fleet sends:
 * an answer is kept and served again for up to 5 seconds (docs/decisions/0030-read-cache.md), so
 * a room of people watching the same charts costs one read per chart every 5 seconds.
 */
const FIGURES_MAX_AGE = { maxAgeMs: 5_000 };

const sendCsv = async (reply: FastifyReply, made: Promise<CsvFile>) => {
  const file = await made;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
};

/**
 * Fleet insights (spec 002 sections 2, 6 and 7). DAC Statistics: rule dacStatistics (FACTORYADMIN,
 * CUSTOMERSUPPORTL4, CLOUDADMIN). Download Statistics: rule statistics (level above 2, main
 * tenant). Product Metrics images and the metrics portal: rule productMetrics — the spec gives the Metrics Chart screen no
 * rule of its own, and its charts show the same figures as the Product Metrics images. Every
 * answer is limited to the caller's tenant, countries, categories and brands.
 */
export const insightsRoutes =
  (deps: InsightsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const statistics = createStatisticsService(deps.db);
    const metrics = createMetricsService(deps.db);
    const { productMetrics } = deps;
    const tags = ['insights'];

    app.get(
      getDacCount.path,
      routeOptions(getDacCount, { tags, preValidation: deps.guard('dacStatistics') }),
      (request, reply) =>
        cachedAnswer(deps.db, request, reply, FIGURES_MAX_AGE, () =>
          statistics.dacCount(authOf(request), request.query),
        ),
    );

    const downloads = { tags, preValidation: deps.guard('statistics') };
    app.post(downloadOnboardStat.path, routeOptions(downloadOnboardStat, downloads), (request, reply) =>
      sendCsv(reply, statistics.onboardCsv(authOf(request), request.params.category, request.ip)),
    );
    app.post(
      downloadOffboardStat.path,
      { schema: { tags }, preValidation: downloads.preValidation },
      (request, reply) => sendCsv(reply, statistics.offboardCsv(authOf(request), request.ip)),
    );

    const charts = { tags, preValidation: deps.guard('productMetrics') };
    app.get(getProductMetricsImages.path, routeOptions(getProductMetricsImages, charts), (request) =>
      productMetrics.latest(authOf(request)),
    );
    const period = [
      [getOnboardCount, metrics.onboardCount],
      [getOffboardCount, metrics.offboardCount],
      [getOnboardCountAc, metrics.onboardCountAc],
      [getOffboardCountAc, metrics.offboardCountAc],
      [getGroupUsers, metrics.groupUsers],
    ] as const;
    const figure = <T>(request: FastifyRequest, reply: FastifyReply, read: () => Promise<T>) =>
      cachedAnswer(deps.db, request, reply, FIGURES_MAX_AGE, read);
    for (const [call, answer] of period) {
      app.get(call.path, routeOptions(call, charts), (request, reply) =>
        figure(
          request,
          reply,
          (): Promise<Awaited<ReturnType<typeof answer>>> =>
            answer(authOf(request), request.query as Parameters<typeof answer>[1]),
        ),
      );
    }
    app.get(getUsersAndOnboards.path, routeOptions(getUsersAndOnboards, charts), (request, reply) =>
      figure(request, reply, () =>
        metrics.usersAndOnboards(authOf(request), request.params.category, request.query),
      ),
    );
    app.get(getControllerCounts.path, routeOptions(getControllerCounts, charts), (request, reply) =>
      figure(request, reply, () => metrics.controllerCounts(authOf(request), request.query)),
    );
    app.get(getGeographicalDist.path, routeOptions(getGeographicalDist, charts), (request, reply) =>
      figure(request, reply, () => metrics.geographicalDist(authOf(request), request.query)),
    );
    app.get(getOnboardByModel.path, routeOptions(getOnboardByModel, charts), (request, reply) =>
      figure(request, reply, () => metrics.onboardByModel(authOf(request), request.query)),
    );
    app.get(getActiveHourly.path, routeOptions(getActiveHourly, charts), (request, reply) =>
      figure(request, reply, () => metrics.activeHourly(authOf(request), request.query)),
    );
    app.get(getUsersDuration.path, routeOptions(getUsersDuration, charts), (request, reply) =>
      figure(request, reply, () => metrics.usersDuration(authOf(request), request.query)),
    );
    app.get(getMqttKeysFrequency.path, routeOptions(getMqttKeysFrequency, charts), (request, reply) =>
      figure(request, reply, () => metrics.mqttKeysFrequency(authOf(request), request.query)),
    );
  };
