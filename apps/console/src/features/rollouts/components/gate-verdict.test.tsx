import { messages } from '@console/contracts/messages';
import { DEFAULT_GATE_MARGINS, type GateVerdict as Verdict } from '@console/contracts/rollouts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GateVerdict } from './gate-verdict';

const gate = { margins: DEFAULT_GATE_MARGINS, minDevices: 50, minDeviceHours: 50 };

const verdict = (over: Partial<Verdict['signals'][number]>): Verdict => ({
  outcome: 'passed',
  control: 'sameModel',
  treatedDevices: 5000,
  controlDevices: 40000,
  evaluatedAt: 1_767_225_600_000,
  signals: [
    {
      signal: 'faults',
      treated: { events: 1, deviceHours: 250_000, rate: 0.004 },
      control: { events: 0, deviceHours: 2_000_000, rate: 0 },
      difference: 0.004,
      margin: 0.5,
      pValue: 0.00003,
      alpha: 0.01,
      failed: false,
      ...over,
    },
  ],
});

const cells = () =>
  within(screen.getByText(messages.signalFaults).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Health gate table', () => {
  it('shows a tiny rate with its significant digits, and 0 only for a true zero', () => {
    render(<GateVerdict verdict={verdict({})} gate={gate} />);
    expect(cells()).toEqual([
      'Faults',
      '0.004 (1 in 250,000 h)',
      '0 (0 in 2,000,000 h)',
      '0.004',
      '0.5',
      '3.0e-5 (0.01)',
      'No',
    ]);
  });

  it('gives small p-values and device-hours two significant digits', () => {
    render(
      <GateVerdict
        verdict={verdict({
          treated: { events: 0, deviceHours: 0.04, rate: 0 },
          pValue: 0.0123,
          alpha: 0.0125,
          difference: -0.0071,
        })}
        gate={gate}
      />,
    );
    expect(cells()).toEqual([
      'Faults',
      '0 (0 in 0.04 h)',
      '0 (0 in 2,000,000 h)',
      '-0.0071',
      '0.5',
      '0.012 (0.013)',
      'No',
    ]);
  });
});
