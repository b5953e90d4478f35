import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { uploadNewerFota } from './support/firmware';
import { chooseOption, selectAround } from './support/select';
import { clickForAlert, signIn } from './support/sign-in';
import { type ConsoleServer, startServer } from './support/start-server';

/*
 * Phased firmware rollouts (issue 31) as a person runs them, on a server of this file's own: the
 * shared one plays 3 devices that never fail. Here 160 simulated devices report every 4 s, 40 % of
 * FOTAs fail to install (never retried, so the reason stays), a soak minute lasts a second, and
 * the bad release 9.99 (the demo data's signed image of FZ-BLDC48) makes its devices reboot and
 * fault at every report or so. Each rollout is over 10 % of its model's devices, so a second person
 * with firmware rights, demo.approver, approves it; its creator cannot.
 */
const SIMULATED = 160;
const BAD_RELEASE = '9.99';
const BAD_RELEASE_MODEL = 'FZ-BLDC48';

const ENV = {
  SIMULATED_DEVICES: String(SIMULATED),
  SIMULATOR_INTERVAL_SECONDS: '4',
  SIMULATOR_FOTA_FAILURES: 'installFailed=0.4',
  SIMULATOR_OFFLINE_MID_DOWNLOAD: '0',
  SIMULATOR_REVERT_SHARE: '0',
  SIMULATOR_BUSY_DURING_CYCLE: '0',
  SIMULATOR_BAD_RELEASES: BAD_RELEASE,
  SIMULATOR_BAD_RELEASE_REBOOTS_PER_HOUR: '3600',
  SIMULATOR_BAD_RELEASE_FAULTS_PER_HOUR: '3600',
  ROLLOUT_MINUTE_SECONDS: '1',
};

interface Phase {
  share: number;
  soakMinutes: number;
}

interface RolloutForm {
  name: string;
  model: { category: string; brand: string; modelNumber: string; serials: string[] };
  version: string;
  phases: [Phase, Phase, Phase];
}

/** The simulated devices of each model, most first: the server plays the fleet's first SIMULATED. */
function simulatedModels(server: ConsoleServer) {
  const byModel = new Map<string, RolloutForm['model']>();
  for (const d of server.demoFixtures.fleet.slice(0, SIMULATED)) {
    const model = byModel.get(d.modelNumber) ?? { ...d, serials: [] };
    model.serials.push(d.serialNumber);
    byModel.set(d.modelNumber, model);
  }
  return [...byModel.values()].sort((a, b) => b.serials.length - a.serials.length);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Fills New Rollout as a person does: target, the CSV of the model's simulated devices (the rest of
 * the model never answers), three gated phases, no failure limit (failures are expected here) and,
 * under Advanced, a gate that judges from one device (the simulated model is a handful).
 */
async function createRollout(page: Page, form: RolloutForm): Promise<string> {
  await page.goto('/rollouts');
  await page.getByRole('button', { name: messages.newRollout }).click();
  await page.getByRole('heading', { name: messages.newRollout }).waitFor();
  await field(page, messages.rolloutNameLabel).fill(form.name);
  await chooseOption(page, field(page, messages.category), form.model.category);
  await chooseOption(page, field(page, messages.brand), form.model.brand);
  await chooseOption(page, field(page, messages.modelNumber), form.model.modelNumber);
  await chooseOption(page, field(page, messages.rolloutTargetVersion), form.version);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: messages.rolloutChooseCsv }).click();
  await (await chooser).setFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`serialNumber\n${form.model.serials.join('\n')}\n`),
  });
  await page
    .getByRole('status')
    .filter({
      hasText: fillMessage(messages.rolloutSerialsRead, {
        count: String(form.model.serials.length),
        file: 'serials.csv',
      }),
    })
    .waitFor();
  for (const [i, phase] of form.phases.entries()) {
    const label = (what: string) => `${fillMessage(messages.rolloutPhaseNumber, { n: i + 1 })}: ${what}`;
    await field(page, label(messages.phaseShare)).fill(String(phase.share));
    await field(page, label(messages.phaseSoakMinutes)).fill(String(phase.soakMinutes));
  }
  await field(page, messages.rolloutMaxFailurePercent).fill('');
  await page.getByRole('button', { name: messages.rolloutAdvanced }).click();
  await field(page, messages.gateMinDevices).fill('1');
  await field(page, messages.gateMinDeviceHours).fill('0');
  await clickForAlert(
    page,
    page.getByRole('button', { name: messages.createRollout }),
    messages.rolloutCreated,
  );
  await page.waitForURL(/\/rollouts\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: form.name }).waitFor();
  await page
    .getByText(
      `${fillMessage(messages.rolloutTargetDevices, {
        count: String(form.model.serials.length),
        model: form.model.modelNumber,
      })} ${fillMessage(messages.rolloutTargetSerials, { count: String(form.model.serials.length) })}`,
    )
    .waitFor();
  return page.url();
}

/** Approves the rollout at `url` as the second person (`approver`'s page): it starts running. */
async function approve(approver: Page, url: string) {
  await approver.goto(url);
  await rolloutState(approver, messages.rolloutStateAwaitingApproval).waitFor();
  await clickForAlert(
    approver,
    approver.getByRole('button', { name: messages.approveRollout }),
    messages.rolloutApproved,
  );
  await rolloutState(approver, messages.rolloutStateRunning).waitFor();
}

/** Phase n (from 1) on the rollout page's timeline. */
const phaseItem = (page: Page, n: number, share: number) =>
  page.locator('.ant-steps-item').filter({ hasText: fillMessage(messages.phaseTitle, { n, share }) });
const phaseState = (phase: Locator, text: string) =>
  phase.locator('.ant-tag').filter({ hasText: new RegExp(`^${text}$`) });
/** The state tag beside the rollout's name. */
const rolloutState = (page: Page, text: string) =>
  page
    .locator('.ant-tag')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();
const deviceCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: messages.rolloutDevices }) });

/** The text of each cell of a column (0-based) of the device table, page 1. */
const columnTexts = (page: Page, column: number) =>
  deviceCard(page)
    .locator(`.ant-table-row td:nth-child(${column + 1})`)
    .allTextContents();
const REASON_COLUMN = 4;
const STAGE_COLUMN = 3;

describe('Phased rollouts', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let page: Page;
  let approver: Page;
  let good: RolloutForm;
  let bad: RolloutForm;
  let goodUrl = '';
  let badUrl = '';

  beforeAll(async () => {
    server = await startServer(ENV);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, server.baseUrl));
    await signIn(page, 'demo.l4', server);
    ({ page: approver } = await newPage(browser, server.baseUrl));
    await signIn(approver, 'demo.approver', server);
    const models = simulatedModels(server);
    const second = models.find((m) => m.modelNumber === BAD_RELEASE_MODEL);
    const first = models.find((m) => m !== second);
    if (!first || !second)
      throw new Error(`the simulated fleet has no ${BAD_RELEASE_MODEL} or no other model`);
    good = {
      name: `Good release ${Date.now()}`,
      model: first,
      version: await uploadNewerFota(page, first.modelNumber, server.demoFixtures),
      // Phase 2 soaks long enough to pause, resume, filter and abort it.
      phases: [
        { share: 40, soakMinutes: 5 },
        { share: 70, soakMinutes: 600 },
        { share: 100, soakMinutes: 5 },
      ],
    };
    bad = {
      name: `Bad release ${Date.now()}`,
      model: second,
      version: BAD_RELEASE,
      phases: [
        { share: 40, soakMinutes: 30 },
        { share: 70, soakMinutes: 30 },
        { share: 100, soakMinutes: 30 },
      ],
    };
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a bad release and a good one in the form, each 3 phases on a list of serials, each approved by a second person', {
    timeout: 120_000,
  }, async () => {
    // The bad one first: its phase 1 soaks while the good one is watched.
    badUrl = await createRollout(page, bad);
    await rolloutState(page, messages.rolloutStateAwaitingApproval).waitFor();
    // Its creator may not approve it (the server refuses): the page offers them no Approve.
    await page.getByRole('button', { name: messages.abortRollout }).waitFor();
    expect(await page.getByRole('button', { name: messages.approveRollout }).count()).toBe(0);
    await screenshot(page, 'phased-rollout-awaiting-approval');
    await approve(approver, badUrl);
    await approver.getByText(/^Approved by demo\.approver at /).waitFor();
    await screenshot(approver, 'phased-rollout-approved');
    goodUrl = await createRollout(page, good);
    await approve(approver, goodUrl);
    await page.goto('/rollouts');
    for (const name of [good.name, bad.name]) {
      await page.getByRole('row').filter({ hasText: name }).waitFor();
    }
  });

  it("passes the good release's phase 1 gate and starts phase 2", { timeout: 60_000 }, async () => {
    await page.goto(goodUrl);
    const [p1, p2] = [good.phases[0], good.phases[1]];
    const phase1 = phaseItem(page, 1, p1.share);
    await phaseState(phase1, messages.phaseStatePassed).waitFor({ timeout: 45_000 });
    await phase1.getByText(messages.gatePassed).waitFor();
    const phase2 = phaseItem(page, 2, p2.share);
    await phaseState(phase2, `(${messages.phaseStateInstalling}|${messages.phaseStateSoaking})`).waitFor();
    await phase2.getByText(/^Devices: \d+/).waitFor();
    await screenshot(page, 'phased-rollout-phase-2');
  });

  it('pauses and resumes the good release', async () => {
    await page.goto(goodUrl);
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.pauseRollout }),
      messages.rolloutPaused,
    );
    await rolloutState(page, messages.rolloutStatePaused).waitFor();
    await page.getByRole('button', { name: messages.pauseRollout }).waitFor({ state: 'detached' });
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.resumeRollout }),
      messages.rolloutResumed,
    );
    await rolloutState(page, messages.rolloutStateRunning).waitFor();
    await page.getByRole('button', { name: messages.pauseRollout }).waitFor();
  });

  it('filters the devices by failure reason', { timeout: 60_000 }, async () => {
    await page.goto(goodUrl);
    // Phase 2's installs end (40 % fail to install): every device of phases 1 and 2 has answered.
    const phase2 = phaseItem(page, 2, good.phases[1].share);
    await phaseState(phase2, messages.phaseStateSoaking).waitFor({ timeout: 45_000 });
    await chooseOption(
      page,
      page.getByRole('combobox', { name: messages.deviceReason, exact: true }),
      messages.reasonInstallFailed,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('reason')).toBe('installFailed');
    await expect
      .poll(async () => [...new Set(await columnTexts(page, REASON_COLUMN))])
      .toEqual([messages.reasonInstallFailed]);
    expect([...new Set(await columnTexts(page, STAGE_COLUMN))]).toEqual([messages.stageFailed]);
    await screenshot(page, 'phased-rollout-failed-devices');
    // Cleared, the installed devices are back.
    const reasonSelect = selectAround(
      page.getByRole('combobox', { name: messages.deviceReason, exact: true }),
    );
    await reasonSelect.hover();
    await reasonSelect.locator('.ant-select-clear').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('reason')).toBeNull();
    await expect
      .poll(async () => (await columnTexts(page, STAGE_COLUMN)).includes(messages.stageInstalled))
      .toBe(true);
  });

  it('stops the bad release by itself after phase 1, saying why', { timeout: 90_000 }, async () => {
    await page.goto(badUrl);
    await rolloutState(page, messages.rolloutStateStopped).waitFor({ timeout: 75_000 });
    const reason = page.getByRole('alert').filter({ hasText: messages.rolloutStopReason });
    await expect.poll(() => reason.textContent()).toMatch(/Phase 1: the health gate failed on /);
    const phase1 = phaseItem(page, 1, bad.phases[0].share);
    await phaseState(phase1, messages.phaseStateFailed).waitFor();
    await phase1.getByText(messages.gateFailed).waitFor();
    // Nothing more was sent: phase 2 never chose a device.
    const phase2 = phaseItem(page, 2, bad.phases[1].share);
    await phaseState(phase2, messages.phaseStateStopped).waitFor();
    expect(await phase2.getByText(/^Devices: /).count()).toBe(0);
    await page.getByRole('button', { name: messages.pauseRollout }).waitFor({ state: 'detached' });
    await screenshot(page, 'phased-rollout-bad-release-stopped');
  });

  it('aborts the good release', async () => {
    await page.goto(goodUrl);
    await page.getByRole('button', { name: messages.abortRollout }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText(messages.abortRolloutConfirm).waitFor();
    await confirm.getByLabel(messages.abortReason).fill('Seen enough in the browser test');
    await clickForAlert(page, confirm.getByRole('button', { name: messages.yes }), messages.rolloutAborted);
    await rolloutState(page, messages.rolloutStateAborted).waitFor();
    // Who aborted it and when, with the reason they gave.
    const ended = page.getByRole('alert').filter({ hasText: /^Aborted by demo\.l4 \(demo\.l4@/ });
    await ended.getByText('Seen enough in the browser test').waitFor();
    for (const control of [messages.pauseRollout, messages.resumeRollout, messages.abortRollout]) {
      expect(await page.getByRole('button', { name: control }).count()).toBe(0);
    }
    await screenshot(page, 'phased-rollout-aborted');
  });
});
