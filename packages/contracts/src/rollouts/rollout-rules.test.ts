import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { CreateRolloutBody } from './phased-rollouts.schemas';
import { devicesForPercentage, isPercentage } from './rollout-rules';
import { BatchIdQuery, UpgradeBody } from './rollouts.schemas';

describe('devicesForPercentage', () => {
  it('rounds up, so a non-zero share of a non-empty fleet reaches a device', () => {
    expect(devicesForPercentage(25, 10)).toBe(3);
    expect(devicesForPercentage(1000, 1)).toBe(10);
    expect(devicesForPercentage(3, 1)).toBe(1);
    expect(devicesForPercentage(100, 7)).toBe(7);
    expect(devicesForPercentage(10, 50)).toBe(5);
  });
  it('picks none for 0 % or no devices, all for 100 %', () => {
    expect(devicesForPercentage(40, 0)).toBe(0);
    expect(devicesForPercentage(0, 50)).toBe(0);
    expect(devicesForPercentage(40, 100)).toBe(40);
  });
});

describe('trigger rules', () => {
  const base = { percentage: 50, priority: 'high', modelNumber: 'CS-1' };
  const error = (body: unknown) => UpgradeBody.safeParse(body).error?.issues[0]?.message;

  it('takes an integer percentage from 0 to 100', () => {
    for (const percentage of [-1, 101, 2.5, '10', null])
      expect(error({ ...base, percentage })).toBe(messages.invalidPercentage);
    expect(error({ ...base, percentage: 0 })).toBeUndefined();
    expect(error({ ...base, percentage: 100 })).toBeUndefined();
  });
  it('needs a priority, defaulting to high when left out', () => {
    expect(error({ ...base, priority: ' ' })).toBe(messages.invalidPriority);
    expect(UpgradeBody.parse({ percentage: 1, modelNumber: 'CS-1' }).priority).toBe('high');
  });
  it('checks the optional firmware version against the version pattern', () => {
    expect(error({ ...base, firmwareVersion: '1.2.3' })).toBe(messages.invalidFirmwareVersion);
    expect(UpgradeBody.parse({ ...base, firmwareVersion: '' }).firmwareVersion).toBeUndefined();
    expect(UpgradeBody.parse({ ...base, firmwareVersion: '12.05' }).firmwareVersion).toBe('12.05');
  });
  it('needs a model number and a batch id', () => {
    expect(error({ ...base, modelNumber: '' })).toBe(messages.modelNumberEmpty);
    expect(BatchIdQuery.safeParse({ batchId: '' }).error?.issues[0]?.message).toBe(messages.invalidBatchId);
    expect(BatchIdQuery.safeParse({}).error?.issues[0]?.message).toBe(messages.invalidBatchId);
  });
});

describe('isPercentage', () => {
  it('takes the integers 0 to 100 and nothing else, as typed', () => {
    for (const ok of [0, 1, 50, 100]) expect(isPercentage(ok)).toBe(true);
    for (const bad of [-1, 101, 150, 12.5, Number.NaN, '50', null, undefined])
      expect(isPercentage(bad)).toBe(false);
  });
});

describe('CreateRolloutBody', () => {
  const body = {
    name: 'Spring',
    modelNumber: 'CS-1',
    phases: [{ share: 100, startRule: 'gate', soakMinutes: 0 }],
  };
  const versionError = (over: Record<string, unknown>) =>
    CreateRolloutBody.safeParse({ ...body, ...over }).error?.issues.find(
      (i) => i.path[0] === 'firmwareVersion',
    )?.message;
  it('asks for a firmware version in its own words when none is given, and checks its pattern', () => {
    expect(versionError({})).toBe(messages.rolloutVersionEmpty);
    expect(versionError({ firmwareVersion: ' ' })).toBe(messages.rolloutVersionEmpty);
    expect(versionError({ firmwareVersion: '1.2.3' })).toBe(messages.invalidFirmwareVersion);
    expect(versionError({ firmwareVersion: '2.0' })).toBeUndefined();
  });
});
