import { DEFAULT_JOB_PERCENTAGE } from '@console/contracts/fota-jobs';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, newJobValues, valuesOf } from './job-form-values';

describe('FOTA job dialog values', () => {
  it('starts with the end date 15 days ahead', () => {
    const days = newJobValues().endDate?.diff(dayjs().startOf('day'), 'day');
    expect(days).toBe(15);
  });

  it('starts with the smallest rollout share, and sends it when the share is left empty (issue 29)', () => {
    expect(DEFAULT_JOB_PERCENTAGE).toBe(1);
    expect(newJobValues().percentage).toBe(DEFAULT_JOB_PERCENTAGE);
    const body = bodyOf({ ...newJobValues(), jobName: 'J', modelNumber: 'CS-1', percentage: null });
    expect(body.percentage).toBe(DEFAULT_JOB_PERCENTAGE);
  });

  it('sends folded weekdays, 24-hour time and the end of the chosen day', () => {
    const body = bodyOf({
      ...newJobValues(),
      jobName: ' Nightly ',
      endDate: dayjs('2030-01-10T08:00:00'),
      weekdays: ['fri', 'mon', 'tue', 'wed', 'thu'],
      hour: 12,
      minute: 5,
      meridiem: 'AM',
    });
    expect(body).toMatchObject({
      jobName: 'Nightly',
      frequency: { dayOfWeek: 'mon-fri', hour: 0, minute: 5 },
    });
    expect(body.endDate).toBe(dayjs('2030-01-10').endOf('day').unix());
    expect(body.modelNumber).toBeUndefined();
  });

  it('reads a listed job back into 12-hour time and days', () => {
    const values = valuesOf({
      jobId: 'j',
      name: 'n',
      endDate: { $date: '2030-01-10T00:00:00.000Z' },
      frequency: { day_of_week: 'mon,wed', hour: '13', minute: '45' },
      modelNumber: 'CS-1',
      percentage: 30,
      priority: null,
      firmwareVersion: null,
    });
    expect(values).toMatchObject({
      weekdays: ['mon', 'wed'],
      hour: 1,
      minute: 45,
      meridiem: 'PM',
      percentage: 30,
    });
  });
});
