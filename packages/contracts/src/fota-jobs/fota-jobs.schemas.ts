import { z } from 'zod';
import { FIRMWARE_VERSION } from '../firmware/firmware-rules';
import { messages } from '../messages';
import { Percentage } from '../rollouts/rollout-rules';
import { isDayOfWeek, JOB_NAME_SPECIAL } from './fota-job-rules';

const base = '/simplifi/v1/firmwareupgrade/scheduler';

/** Hour and minute arrive as numbers or numeric strings. */
const clock = (max: number) =>
  z.coerce
    .number(messages.invalidJobTime)
    .int(messages.invalidJobTime)
    .min(0, messages.invalidJobTime)
    .max(max, messages.invalidJobTime);

/**
 * Add/update payload (spec 001 section 3): jobName, endDate (epoch seconds), frequency. The
 * rollout each firing starts — modelNumber, percentage, priority, firmwareVersion — is our own
 * addition (optional: a job without a model number fires and records that it had nothing to do).
 */
export const FotaJobBody = z.object({
  jobName: z
    .string(messages.addJobName)
    .trim()
    .min(1, messages.addJobName)
    .max(100)
    .refine((v) => !JOB_NAME_SPECIAL.test(v), messages.jobNameSpecialCharacter),
  endDate: z.number(messages.addEndDate).int(messages.addEndDate).positive(messages.addEndDate),
  frequency: z.object({
    dayOfWeek: z
      .string(messages.selectWeekDays)
      .trim()
      .toLowerCase()
      .refine(isDayOfWeek, messages.selectWeekDays),
    hour: clock(23),
    minute: clock(59),
  }),
  modelNumber: z.string().trim().max(100).optional(),
  percentage: Percentage.optional(),
  priority: z.string().trim().min(1).max(16).optional(),
  firmwareVersion: z.string().trim().regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion).optional(),
});
export type FotaJobBody = z.input<typeof FotaJobBody>;

/** A job as listed (spec 001 section 3): endDate as {$date}, hour and minute as strings. */
export const FotaJob = z.object({
  jobId: z.string(),
  name: z.string(),
  endDate: z.object({ $date: z.string() }),
  frequency: z.object({ day_of_week: z.string(), hour: z.string(), minute: z.string() }),
  modelNumber: z.string().nullable(),
  percentage: z.number().nullable(),
  priority: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
});
export type FotaJob = z.infer<typeof FotaJob>;

export const JobIdQuery = z.object({ jobId: z.string().trim().uuid(messages.jobNotFound) });
export const JobSaved = z.object({ message: z.string(), jobId: z.string() });

export const addJob = {
  method: 'POST',
  path: `${base}/addJob`,
  body: FotaJobBody,
  response: JobSaved,
} as const;
export const modifyJob = {
  method: 'PUT',
  path: `${base}/modifyJobByJobId`,
  query: JobIdQuery,
  body: FotaJobBody,
  response: JobSaved,
} as const;
export const getAllJobs = { method: 'GET', path: `${base}/getAllJobs`, response: z.array(FotaJob) } as const;
export const deleteJob = {
  method: 'DELETE',
  path: `${base}/deleteJobById`,
  query: JobIdQuery,
  response: z.object({ message: z.string() }),
} as const;
