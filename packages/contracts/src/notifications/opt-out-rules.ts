/*
 * An app user's notification opt-outs (issue 34), per channel and severity. A channel's opt-out is
 * either whole (`all`: every severity, alerts included) or of some of the severities an alert is
 * not: an alert (a safety recall) stops only for a whole opt-out. The send path's SQL reads the same
 * scopes (optOutScopesFor); the console's switches read isOptedOut.
 */
import type { ChannelType, Severity } from './notification-rules';

/** What an opt-out covers: the whole channel, or one severity of it (alerts are never apart). */
export const OPT_OUT_SCOPES = ['all', 'info', 'recommendation', 'promotion'] as const;
export type OptOutScope = (typeof OPT_OUT_SCOPES)[number];
/** The severities an opt-out may name on its own. */
export const OPTIONAL_SEVERITIES = [
  'info',
  'recommendation',
  'promotion',
] as const satisfies readonly Severity[];
/** Who opted out, when the user did it themselves in the consumer app (else a staff user's name). */
export const OPT_OUT_BY_APP = 'app';

/** The scopes that stop a task of this severity: a whole opt-out, and its own unless it is an alert. */
export function optOutScopesFor(severity: string): OptOutScope[] {
  return (OPTIONAL_SEVERITIES as readonly string[]).includes(severity)
    ? ['all', severity as OptOutScope]
    : ['all'];
}

/** Whether a task of this severity skips the user on this channel, by their opt-outs. */
export function isOptedOut(
  optOuts: readonly { channel: string; severity: string }[],
  channel: ChannelType,
  severity: string,
): boolean {
  const scopes: readonly string[] = optOutScopesFor(severity);
  return optOuts.some((o) => o.channel === channel && scopes.includes(o.severity));
}

/**
 * A channel's scopes after a change. `all` out replaces the rest; `all` in clears the channel. A
 * severity out adds it (nothing to add under a whole opt-out); a severity in under a whole opt-out
 * keeps the other severities out, so alerts (never apart) reach the user again.
 */
export function nextOptOutScopes(
  current: readonly OptOutScope[],
  change: { severity: OptOutScope; optedOut: boolean },
): OptOutScope[] {
  const { severity, optedOut } = change;
  if (severity === 'all') return optedOut ? ['all'] : [];
  if (current.includes('all')) return optedOut ? ['all'] : OPTIONAL_SEVERITIES.filter((s) => s !== severity);
  const rest = current.filter((s) => s !== severity);
  return optedOut ? OPTIONAL_SEVERITIES.filter((s) => s === severity || rest.includes(s)) : rest;
}
