import { z } from 'zod';

/*
 * What devices publish (docs/mqtt.md has the field tables). Unknown extra fields are kept, so a
 * newer firmware can report more without the server dropping its messages; known ones are checked.
 */

/** Epoch time from a device: seconds (milliseconds are accepted and converted at ingest). */
const Ts = z.number().int().positive();
const Code = z.string().min(1).max(64);
const Temperature = z.number().min(-60).max(150);
const Rpm = z.number().int().min(0).max(20_000);
const limitKeys = (max: number) => (value: object) => Object.keys(value).length <= max;

export const FirmwareVersion = z.string().regex(/^[0-9A-Za-z._-]{1,32}$/);

export const StatusPayload = z
  .looseObject({
    ts: Ts.optional(),
    ps: z.enum(['on', 'off']).optional(),
    acdl: z.number().min(0).max(100).optional(),
    /** Who controlled the device last: an, ios, ava, gva or rem (spec 002 section 9). */
    cnt: Code.optional(),
    /** The MQTT key that control changed. */
    lcmd: Code.optional(),
    /** When that control happened: a newer value than the stored one records a control (docs/mqtt.md). */
    cts: Ts.optional(),
    fw: FirmwareVersion.optional(),
    rssi: z.number().int().min(-127).max(0).optional(),
    errors: z.array(Code).max(32).optional(),
    acmd: Code.optional(),
    acfs: Code.optional(),
    actmp: Temperature.optional(),
    rmtmp: Temperature.optional(),
  })
  .refine(limitKeys(64), 'too many fields');
export type StatusPayload = z.infer<typeof StatusPayload>;

export const DiagnosticsPayload = z
  .looseObject({
    ts: Ts.optional(),
    // Indoor unit side
    idt: Temperature.optional(),
    ept: Temperature.optional(),
    stmp: Temperature.optional(),
    ifsl: z.number().int().min(0).max(6).optional(),
    ifrpm: Rpm.optional(),
    pm25: z.number().min(0).max(2000).optional(),
    fst: z.number().int().min(0).max(2).optional(),
    // Outdoor unit side
    sct: Temperature.optional(),
    oat: Temperature.optional(),
    cdt: Temperature.optional(),
    ctt: Temperature.optional(),
    ipmt: Temperature.optional(),
    ofrpm: Rpm.optional(),
    cc: z.number().min(0).max(100).optional(),
    dcv: z.number().min(0).max(1000).optional(),
    acv: z.number().min(0).max(500).optional(),
    aci: z.number().min(0).max(100).optional(),
    // Compressor RPM
    trpm: Rpm.optional(),
    srpm: Rpm.optional(),
    rrpm: Rpm.optional(),
    rlr: z.number().int().min(0).max(255).optional(),
    // Abnormal operation
    flt: z.array(Code).max(32).optional(),
    prt: z.array(Code).max(32).optional(),
    pot: z.number().int().min(0).optional(),
  })
  .refine(limitKeys(64), 'too many fields');
export type DiagnosticsPayload = z.infer<typeof DiagnosticsPayload>;

export const ConnectionReason = z.enum(['connect', 'disconnect', 'lastWill']);
export type ConnectionReason = z.infer<typeof ConnectionReason>;

/**
 * Retained on `devices/<id>/connection`. `since` is the start (device clock) of the session an
 * offline message ends: the device bakes it into its last will at connect time, so a will from an
 * older session can never mark a newer session offline.
 */
export const ConnectionPayload = z.object({
  online: z.boolean(),
  reason: ConnectionReason.optional(),
  ts: Ts.optional(),
  since: Ts.optional(),
});
export type ConnectionPayload = z.infer<typeof ConnectionPayload>;
