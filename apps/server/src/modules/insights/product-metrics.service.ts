import { PRODUCT_METRICS_REFRESH_HOURS } from '@console/contracts/insights';
import { canonicalScope, type ScopedCaller, scopeKeyOf } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import type { ImageScope } from '../../platform/db/schema';
import type { FileStore } from '../../platform/files/file-store';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Log } from '../../platform/mqtt/log';
import { productMetricsFigures } from './product-metrics.figures';
import {
  deleteMetricsSetsAskedBefore,
  findMetricsSet,
  insertMetricsSet,
  listMetricsSets,
  lockMetricsSetImages,
  type SetKey,
  setMetricsImages,
  touchMetricsSet,
} from './product-metrics.queries';

/*
 * Product Metrics images (spec 002 section 2; docs/decisions/0022-product-metrics-images.md): one
 * set of 13 PNGs per tenant and data scope, so every caller sees exactly their countries,
 * categories and brands. A set is made when a caller of a new scope first asks (they see the empty
 * state while the refresh job draws it), redrawn every PRODUCT_METRICS_REFRESH_HOURS by the
 * schedule, and dropped once nobody asked for it for STALE_DAYS.
 */

export const PRODUCT_METRICS_QUEUE = 'product-metrics-refresh';
const FILE_PREFIX = 'product-metrics';
const STALE_DAYS = 30;
/** How often a set's last-asked time is written (not on every visit). */
const ASKED_EVERY_MS = 3_600_000;

/** What a refresh job does: one set, the sets never drawn, or every set (the schedule). */
export type RefreshJob = { tenantId: string; scopeKey: string } | { pending: true } | Record<string, never>;

export interface ProductMetricsDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  now?: () => number;
}

export function createProductMetrics(deps: ProductMetricsDeps) {
  const { db, files, jobs } = deps;
  const nowMs = deps.now ?? Date.now;

  /** The running pg-boss with the refresh queue made. */
  const boss = jobs.queue(PRODUCT_METRICS_QUEUE, 'standard');

  /** Draws one set's 13 images, stores them and swaps them in; the old files are removed. */
  async function refreshSet(key: SetKey) {
    const set = await findMetricsSet(db, key);
    if (!set) return;
    const caller = { tenantId: key.tenantId, scope: { ...set.scope, allowedCountryCodes: [] } };
    const figures = await productMetricsFigures(db, caller, () => Math.floor(nowMs() / 1000));
    // ECharts, resvg and the fonts load with the first drawing, not at start: ~90 MB of a server's
    // memory for work done every two hours.
    const { chartPng } = await import('./product-metrics.render');
    const images: { fileName: string; key: string }[] = [];
    for (const f of figures) {
      const stored = await files.saveBuffer(chartPng(f.spec), FILE_PREFIX);
      images.push({ fileName: f.fileName, key: stored.key });
    }
    const old = await db.transaction(async (tx) => {
      const locked = await lockMetricsSetImages(tx, key);
      if (!locked) return images; // dropped meanwhile: the new files go
      await setMetricsImages(tx, key, images, new Date(nowMs()));
      return locked;
    });
    for (const image of old) await files.remove(image.key).catch(() => undefined);
  }

  /** Drops the sets nobody asked for in STALE_DAYS, with their files. */
  async function dropStale() {
    const gone = await deleteMetricsSetsAskedBefore(db, new Date(nowMs() - STALE_DAYS * 86_400_000));
    for (const images of gone)
      for (const image of images) await files.remove(image.key).catch(() => undefined);
  }

  return {
    /**
     * The latest images of the caller's tenant and scope, base64; an empty list while the set is
     * not drawn yet (its refresh is queued on the first ask).
     */
    async latest(caller: ScopedCaller): Promise<{ fileName: string; base64: string }[]> {
      const scope: ImageScope = canonicalScope(caller.scope);
      const scopeKey = scopeKeyOf(scope);
      const key = { tenantId: caller.tenantId, scopeKey };
      const set = await findMetricsSet(db, key);
      if (!set) {
        if (await insertMetricsSet(db, key, scope, new Date(nowMs()))) await this.request(key);
        return [];
      }
      if (nowMs() - set.askedAt.getTime() > ASKED_EVERY_MS) await touchMetricsSet(db, key, new Date(nowMs()));
      return Promise.all(
        set.images.map(async (image) => ({
          fileName: image.fileName,
          base64: (await files.read(image.key)).toString('base64'),
        })),
      );
    },

    /** Queues a refresh job. */
    async request(job: RefreshJob) {
      await (await boss()).send(PRODUCT_METRICS_QUEUE, job);
    },

    /** Runs a refresh job; answers how many sets were drawn and how long it took. */
    async refresh(job: RefreshJob): Promise<{ sets: number; ms: number }> {
      const started = performance.now();
      let sets: SetKey[];
      if ('scopeKey' in job) sets = [job as SetKey];
      else {
        if (!('pending' in job)) await dropStale();
        sets = await listMetricsSets(db, 'pending' in job);
      }
      for (const set of sets) await refreshSet(set);
      return { sets: sets.length, ms: Math.round(performance.now() - started) };
    },

    /**
     * The schedule (every PRODUCT_METRICS_REFRESH_HOURS hours, on the hour, UTC) and this server's
     * worker; the sets never drawn are queued at once (a server stopped before drawing them).
     */
    async startWorker(log: Pick<Log, 'info' | 'error'>) {
      const b = await boss();
      await b.schedule(
        PRODUCT_METRICS_QUEUE,
        `0 */${PRODUCT_METRICS_REFRESH_HOURS} * * *`,
        {},
        { tz: 'UTC' },
      );
      await b.work<RefreshJob>(
        PRODUCT_METRICS_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            const done = await this.refresh(job.data);
            if (done.sets) log.info(done, 'product metrics images drawn');
          } catch (err) {
            log.error({ err }, 'product metrics refresh failed');
            throw err;
          }
        },
      );
      await this.request({ pending: true });
    },

    async stopWorker() {
      const b = await jobs.boss().catch(() => undefined);
      await b?.offWork(PRODUCT_METRICS_QUEUE).catch(() => undefined);
    },
  };
}

export type ProductMetrics = ReturnType<typeof createProductMetrics>;
