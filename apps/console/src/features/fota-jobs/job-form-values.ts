import {
  DEFAULT_JOB_DAYS,
  DEFAULT_JOB_PERCENTAGE,
  type FotaJob,
  type FotaJobBody,
  foldWeekdays,
  type Meridiem,
  to12Hour,
  to24Hour,
  unfoldWeekdays,
  type Weekday,
} from '@console/contracts/fota-jobs';
import dayjs, { type Dayjs } from 'dayjs';

/** What the dialog edits: 12-hour time with AM/PM, weekdays as chosen, the end date as a date. */
export interface JobFormValues {
  jobName: string;
  endDate: Dayjs | null;
  weekdays: Weekday[];
  hour: number;
  minute: number;
  meridiem: Meridiem;
  modelNumber?: string;
  percentage?: number | null;
}

/**
 * Add mode starts with the end date 15 days ahead (spec 001 section 9) and the smallest rollout
 * share (ours, issue 29: it was 100 %).
 */
export const newJobValues = (): JobFormValues => ({
  jobName: '',
  endDate: dayjs().add(DEFAULT_JOB_DAYS, 'day'),
  weekdays: [],
  hour: 12,
  minute: 0,
  meridiem: 'AM',
  // Named, so opening Add after another job sets it empty: a model left from the last job would
  // be saved without anyone choosing it (a QA walk's jobs all rolled out the last model's release).
  modelNumber: undefined,
  percentage: DEFAULT_JOB_PERCENTAGE,
});

export function valuesOf(job: FotaJob): JobFormValues {
  const { hour, meridiem } = to12Hour(Number(job.frequency.hour));
  return {
    jobName: job.name,
    endDate: dayjs(job.endDate.$date),
    weekdays: unfoldWeekdays(job.frequency.day_of_week),
    hour,
    minute: Number(job.frequency.minute),
    meridiem,
    modelNumber: job.modelNumber ?? undefined,
    percentage: job.percentage,
  };
}

/** The payload: end date in epoch seconds (end of the chosen day), days folded, 24-hour time. */
export function bodyOf(v: JobFormValues): FotaJobBody {
  return {
    jobName: v.jobName.trim(),
    endDate: v.endDate ? v.endDate.endOf('day').unix() : (undefined as unknown as number),
    frequency: { dayOfWeek: foldWeekdays(v.weekdays), hour: to24Hour(v.hour, v.meridiem), minute: v.minute },
    modelNumber: v.modelNumber?.trim() || undefined,
    percentage: v.modelNumber?.trim() ? (v.percentage ?? DEFAULT_JOB_PERCENTAGE) : undefined,
  };
}
