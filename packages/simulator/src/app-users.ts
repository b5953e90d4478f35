import { createFeedback, FEEDBACK_TYPES, type FeedbackCreateBody } from '@console/contracts/feedback';
import { setAppNotificationPreference } from '@console/contracts/notifications';
import { preferenceChangeFrom } from './app-preferences';
import type { Log } from './log';
import { createRandom, type Random } from './random';

/** An app user the simulator plays: the person who owns some of the simulated devices. */
export interface AppUserSpec {
  tenantId: string;
  userId: string;
  deviceIds: string[];
}

export interface AppUsersOptions {
  /** The platform's address, for the consumer app's calls. */
  baseUrl: string;
  users: AppUserSpec[];
  /**
   * Signs a user in to the consumer app and returns the bearer token. The app's own sign-in is not
   * this platform's, so whoever runs the simulator hands sessions out (each one is an app login).
   */
  openSession: (user: AppUserSpec) => Promise<string>;
  /** How often one of the users may open the app (default 30 s). */
  intervalMs?: number;
  /** Chance that an app open ends in a feedback ticket (default 0.05). */
  ticketProbability?: number;
  /** Chance that the user changes their notification preferences on an app open (default 0.03). */
  preferenceProbability?: number;
  random?: Random;
  fetch?: typeof fetch;
  log?: Log;
}

export interface AppUsers {
  /** App opens, tickets filed and notification preferences changed (accepted) so far. */
  counts(): { opens: number; tickets: number; preferences: number };
  stop(): Promise<void>;
}

/** How busy people are with the app by hour of the day (local): quiet at night, evenings busiest. */
const HOURLY_WEIGHT = [2, 1, 1, 1, 1, 2, 4, 6, 6, 5, 5, 5, 6, 5, 5, 5, 6, 8, 10, 10, 9, 7, 5, 3];
const PEAK = Math.max(...HOURLY_WEIGHT);

const PHONES = [
  {
    mobileName: 'Pixel 8',
    mobileModel: 'GKWS6',
    mobileOSVersion: 'Android 15',
    mobileOSBuildNumber: 'AP4A.250105',
  },
  {
    mobileName: 'Galaxy S24',
    mobileModel: 'SM-S921B',
    mobileOSVersion: 'Android 14',
    mobileOSBuildNumber: 'UP1A.231005',
  },
  {
    mobileName: 'iPhone 15',
    mobileModel: 'iPhone15,4',
    mobileOSVersion: 'iOS 18.1',
    mobileOSBuildNumber: '22B83',
  },
];

const DESCRIPTIONS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  ONBOARDING_FAILURE: 'Setup stops at "connecting to Wi-Fi" every time.',
  CONTROL_FAILURE: 'The temperature does not change when I set it from the app.',
  DEVICE_OFFLINE: 'The app shows the device offline though it is running.',
  NEW_FEATURE: 'Please add a weekend schedule.',
  PRODUCT_INFO: 'Where can I find the filter size of my model?',
  WARRANTY: 'My warranty end date looks wrong in the app.',
  WIFI_UPDATE: 'I changed my router; how do I move the device to the new network?',
  FW_UPGRADE: 'The firmware update has been pending for two days.',
  DEVICE_OFFBOARDING: 'I sold the unit; please remove it from my home.',
  OTHER: 'The energy report is empty this month.',
};

/** A ticket as the consumer app files it about one of the user's devices. */
export function feedbackFrom(user: AppUserSpec, random: Random): FeedbackCreateBody {
  const type = random.pick(FEEDBACK_TYPES);
  return {
    type,
    deviceId: random.pick(user.deviceIds),
    description: DESCRIPTIONS[type],
    errorCode: type.endsWith('FAILURE') || type === 'DEVICE_OFFLINE' ? `E${random.int(100, 999)}` : null,
    appVersion: `4.${random.int(0, 9)}.${random.int(0, 20)}`,
    ...random.pick(PHONES),
  };
}

/**
 * The consumer app's side of the demo: now and then one of the users opens the app (an app login,
 * which the fleet metrics count), sometimes changes their notification preferences (issue 34) and
 * sometimes files a feedback ticket, each through the platform's own call, at the rhythm of a day.
 */
export function startAppUsers(options: AppUsersOptions): AppUsers {
  const users = options.users.filter((u) => u.deviceIds.length > 0);
  const random = options.random ?? createRandom('app-users');
  const call = options.fetch ?? fetch;
  const probability = options.ticketProbability ?? 0.05;
  const preferenceProbability = options.preferenceProbability ?? 0.03;
  let opens = 0;
  let tickets = 0;
  let preferences = 0;
  let running: Promise<void> | undefined;

  /** The consumer app's call as this user: their bearer token and tenant. Whether it was accepted. */
  async function appCall(
    user: AppUserSpec,
    token: string,
    what: string,
    request: { path: string; method: string; body: unknown },
  ) {
    const res = await call(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-tenant-id': user.tenantId,
        'content-type': 'application/json',
      },
      body: JSON.stringify(request.body),
    });
    if (!res.ok)
      options.log?.warn({ userId: user.userId, status: res.status }, `simulated app user: ${what} refused`);
    return res.ok;
  }

  async function openApp() {
    const weight = HOURLY_WEIGHT[new Date().getHours()] ?? PEAK;
    if (users.length === 0 || !random.chance(weight / PEAK)) return;
    const user = random.pick(users);
    const token = await options.openSession(user);
    opens++;
    if (random.chance(preferenceProbability)) {
      const path = setAppNotificationPreference.path.replace(':userId', encodeURIComponent(user.userId));
      const body = preferenceChangeFrom(random);
      const { method } = setAppNotificationPreference;
      if (await appCall(user, token, 'preference change', { path, method, body })) preferences++;
    }
    if (!random.chance(probability)) return;
    const body = feedbackFrom(user, random);
    const { path, method } = createFeedback;
    if (await appCall(user, token, 'feedback', { path, method, body })) tickets++;
  }

  const timer = setInterval(() => {
    running ??= openApp()
      .catch((error) => options.log?.warn({ err: (error as Error).message }, 'simulated app users'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? 30_000);
  timer.unref();

  return {
    counts: () => ({ opens, tickets, preferences }),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
