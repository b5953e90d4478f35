import { getModelByNumber, getModelNumbers } from '@console/contracts/device-models';
import { fotaStatistics } from '@console/contracts/firmware';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import { createRollout, DEFAULT_GATE_MARGINS } from '@console/contracts/rollouts';
import { deviceModel } from '@test/device-model';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { rollout } from '@test/rollout';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import NewRolloutPage from './new-rollout-page';

const firmwareRow = (firmwareVersion: string, uploadedAt: number, modelNumber = 'CS-1') => ({
  firmwareVersion,
  deviceCount: 0,
  firmwareImage: null,
  firmwareSign: null,
  modelNumber,
  chipType: 'esp32',
  isMandatoryVersion: false,
  uploadedAt,
});

function open(create: (body: unknown) => void = () => {}, url: string = PATHS.newRollout) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const calls = fakeApi(
    answer(getModelNumbers, () => ['CS-1', 'CS-2']),
    answer(fotaStatistics, () => [
      firmwareRow('1.5', 1),
      firmwareRow('2.0', 2),
      firmwareRow('9.9', 3, 'CS-2'),
    ]),
    answer(createRollout, ({ body }) => {
      create(body);
      return rollout('running', { rolloutId: 'r-new' });
    }),
    answer(getModelByNumber, ({ params }) => deviceModel({ modelNumber: String(params.number) })),
  );
  renderScreen(<NewRolloutPage />, { path: PATHS.newRollout, url });
  return calls;
}

/** The first render of the whole form may take long on a busy machine. */
const FIRST = { timeout: 15_000 };

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: messages.createRollout }));

async function fillTarget() {
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: messages.rolloutNameLabel }, FIRST),
    'Spring 2.0',
  );
  await choose(messages.category, 'AC');
  await choose(messages.brand, 'panasonic');
  await choose(messages.modelNumber, 'CS-1');
  await choose(messages.rolloutTargetVersion, '2.0');
}

describe('New Rollout form', { timeout: 120_000 }, () => {
  it('says what is missing and that the shares must grow, and sends nothing', async () => {
    const calls = open();
    await screen.findByRole('button', { name: messages.createRollout }, FIRST);
    await submit();
    // AntD shows each field's error as its own rule settles: wait for each.
    expect(await screen.findByText(messages.rolloutNameEmpty)).toBeTruthy();
    expect(await screen.findByText(messages.categoryEmpty)).toBeTruthy();
    // Each missing field says so once, in the catalogue's words.
    expect(await screen.findAllByText(messages.rolloutVersionEmpty)).toHaveLength(1);
    expect(screen.queryByText(/Invalid input/)).toBeNull();

    const share2 = screen.getByRole('spinbutton', { name: `Phase 2: ${messages.phaseShare}` });
    fireEvent.change(share2, { target: { value: '150' } });
    fireEvent.blur(share2);
    expect(await screen.findByText(messages.phaseShareInvalid)).toBeTruthy();
    fireEvent.change(share2, { target: { value: '1' } });
    fireEvent.blur(share2);
    await submit();
    expect(await screen.findByText(messages.rolloutPhasesNotIncreasing)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('unfolds Advanced when a gate setting is refused, where it can be fixed', async () => {
    const calls = open();
    await screen.findByRole('button', { name: messages.createRollout }, FIRST);
    const minDevices = screen.getByRole('spinbutton', { name: messages.gateMinDevices, hidden: true });
    fireEvent.change(minDevices, { target: { value: '0' } });
    await submit();
    expect(await screen.findByText(messages.gateMinDevicesInvalid)).toBeTruthy();
    const header = screen.getByText(messages.rolloutAdvanced).closest('[aria-expanded]');
    expect(header?.getAttribute('aria-expanded')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('reads the CSV in the browser and refuses an empty list or one over 10,000', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: messages.rolloutChooseCsv }, FIRST);
    await user.upload(fileInput(), csv('serials.csv', 'deviceId,serialNumber\nd1,SN-1\nd2,SN-2\nd3,SN-3\n'));
    expect(
      await screen.findByText(fillMessage(messages.rolloutSerialsRead, { count: '3', file: 'serials.csv' })),
    ).toBeTruthy();

    await user.upload(fileInput(), csv('empty.csv', 'serial\n'));
    expect(
      await screen.findByText(fillMessage(messages.rolloutSerialsEmpty, { file: 'empty.csv' })),
    ).toBeTruthy();
    expect(screen.queryByText(/serial numbers read/)).toBeNull();

    const many = Array.from({ length: 10_001 }, (_, i) => `SN-${i}`).join('\n');
    await user.upload(fileInput(), csv('big.csv', many));
    expect(
      await screen.findByText(
        fillMessage(messages.rolloutSerialsTooMany, { file: 'big.csv', count: '10,001', max: '10,000' }),
      ),
    ).toBeTruthy();
  });

  it("sends the target, the default phases and the CSV's serials; keeps everything on a refusal; opens the rollout", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    open((body) => {
      bodies.push(body);
      if (refuse) {
        refuse = false;
        throw new FakeStatus(400, {
          statusCode: 400,
          code: 'rolloutNoDevices',
          message: messages.rolloutNoDevices,
        });
      }
    });
    await fillTarget();
    // Only the chosen model's versions are offered, newest upload first.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: messages.rolloutTargetVersion }));
    expect(screen.queryByTitle('9.9')).toBeNull();
    await userEvent.setup().upload(fileInput(), csv('s.csv', 'SN-1\nSN-2\n'));
    await screen.findByText(fillMessage(messages.rolloutSerialsRead, { count: '2', file: 's.csv' }));

    await submit();
    expect(await screen.findByText(messages.rolloutNoDevices)).toBeTruthy();
    expect(bodies[0]).toEqual({
      name: 'Spring 2.0',
      modelNumber: 'CS-1',
      firmwareVersion: '2.0',
      countries: [],
      serials: ['SN-1', 'SN-2'],
      priority: 'high',
      phases: [
        { share: 1, startRule: 'gate', soakMinutes: 60 },
        { share: 10, startRule: 'gate', soakMinutes: 60 },
        { share: 100, startRule: 'gate', soakMinutes: 60 },
      ],
      maxFailures: null,
      maxFailurePercent: 5,
      minAnswered: 20,
      maxAttempts: 3,
      installWindow: null,
      pacing: { devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null },
      open: false,
      rollback: false,
      gate: { margins: DEFAULT_GATE_MARGINS, minDevices: 50, minDeviceHours: 50 },
    });
    // Nothing typed is lost.
    expect(screen.getByDisplayValue('Spring 2.0')).toBeTruthy();
    expect(
      screen.getByText(fillMessage(messages.rolloutSerialsRead, { count: '2', file: 's.csv' })),
    ).toBeTruthy();
    expect(currentUrl()).toBe(PATHS.newRollout);

    await submit();
    await waitFor(() => expect(currentUrl()).toBe(rolloutOf('r-new')));
    expect(bodies).toHaveLength(2);
  });

  it('targets the devices of a Fleet Search snapshot when opened with one', async () => {
    const bodies: { segmentSnapshotId?: string }[] = [];
    open(
      (body) => bodies.push(body as { segmentSnapshotId?: string }),
      `${PATHS.newRollout}?segmentSnapshot=snap-9&count=1234&at=1767225600`,
    );
    expect(
      await screen.findByText(/^Target: the 1,234 devices taken from Fleet Search on January/, {}, FIRST),
    ).toBeTruthy();
    await fillTarget();
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.segmentSnapshotId).toBe('snap-9');
  });

  it("fills the target's category, brand and model when the snapshot names one model", async () => {
    const bodies: Record<string, unknown>[] = [];
    open(
      (body) => bodies.push(body as Record<string, unknown>),
      `${PATHS.newRollout}?segmentSnapshot=snap-9&count=12&at=1767225600&model=CS-2`,
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: messages.rolloutNameLabel }, FIRST),
      'Segment 9.9',
    );
    await choose(messages.rolloutTargetVersion, '9.9');
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The versions are offered for a category, brand and model: all three were filled.
    expect(bodies[0]).toMatchObject({
      modelNumber: 'CS-2',
      firmwareVersion: '9.9',
      segmentSnapshotId: 'snap-9',
    });
  });

  it('says under each sending field what it means', async () => {
    open();
    await screen.findByRole('button', { name: messages.createRollout }, FIRST);
    /** The texts a field's `aria-describedby` names: what a screen reader says after its label. */
    const description = (label: string) =>
      (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(description(messages.rolloutMaxAttempts)).toBe(messages.rolloutMaxAttemptsHelp);
    expect(description(messages.rolloutWindowStart)).toBe(messages.rolloutWindowStartHelp);
    expect(description(messages.rolloutWindowEnd)).toBe(messages.rolloutWindowEndHelp);
    expect(description(messages.rolloutPacingDevices)).toBe(messages.rolloutPacingDevicesHelp);
    expect(description(messages.rolloutPacingMegabytes)).toBe(messages.rolloutPacingMegabytesHelp);
    expect(description(messages.rolloutPacingRamp)).toBe(messages.rolloutPacingRampHelp);
    expect(description(messages.rolloutOpen)).toBe(messages.rolloutOpenHelp);
    expect(description(messages.rolloutRollback)).toBe(messages.rolloutRollbackHelp);
  });

  it('sends how it sends: attempts, the install window only as a pair, pacing, open and rollback', async () => {
    const bodies: unknown[] = [];
    const calls = open((body) => bodies.push(body));
    await fillTarget();
    const type = (label: string, value: string) => {
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    };
    type(messages.rolloutMaxAttempts, '5');
    type(messages.rolloutWindowStart, '23:00');
    await submit();
    expect(await screen.findByText(messages.rolloutWindowPair)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    type(messages.rolloutWindowEnd, '05:00');
    await waitFor(() => expect(screen.queryByText(messages.rolloutWindowPair)).toBeNull());
    type(messages.rolloutPacingDevices, '120');
    type(messages.rolloutPacingRamp, '10');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: messages.rolloutOpen }));
    await user.click(screen.getByRole('switch', { name: messages.rolloutRollback }));
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      maxAttempts: 5,
      installWindow: { start: '23:00', end: '05:00' },
      pacing: { devicesPerMinute: 120, megabytesPerSecond: null, rampFromPerMinute: 10 },
      open: true,
      rollback: true,
    });
  });
});
