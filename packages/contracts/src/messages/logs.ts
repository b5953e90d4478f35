/**
 * Device log tabs (spec 001 sections 2, 5 and 8). The date-rule texts are ours: the spec names the
 * rules only. `{id}` and `{range}` are filled in with `fillMessage`.
 */
export const logMessages = {
  logDatesRequired: 'Please select both From and To dates',
  logStartTooEarly: 'From date cannot be more than 89 days ago',
  logDateInFuture: 'Dates cannot be after today',
  logEndBeforeStart: 'To date cannot be before From date',
  invalidMacAddress: 'Please enter a valid MAC Address',
  dacLogsFailed: 'Failed to fetch device DAC data.',
  deviceLogsFailed: 'Error while fetching device logs data.',
  connectionLogsFailed: 'Failed to fetch Connection status data.- Device ID: {id}',
  diagnosticLogsFailed: 'Failed to fetch device diagnostic data.- Device ID: {id}',
  statusLogsFailed: 'Failed to fetch device status data.- Device ID: {id}',
  diagnosticDownloadFailed: 'Failed to download device diagnostic data',
  statusDownloadFailed: 'Failed to download device status data.',
  diagnosticDownloaded: 'Downloaded device diagnostic data: {range} - Device ID: {id}',
  statusDownloaded: 'Downloaded device status data: {range} - Device ID: {id}',
  /** Tab and control labels (spec 001 section 2). */
  deviceInfoTab: 'Device Info',
  dacLogsTab: 'DAC Logs',
  deviceLogsTab: 'Device Logs',
  connectionLogsTab: 'Connection Status Logs',
  diagnosticLogsTab: 'Diagnostic Logs',
  statusLogsTab: 'Status Logs',
  logFrom: 'From',
  logTo: 'To',
  filter: 'Filter',
  reset: 'Reset',
  download: 'Download',
  downloading: 'Downloading…',
  view: 'View',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  logPage: 'Page {page}',
  /** Device Logs: which of the loaded hundred the table page shows, and which hundred is loaded. */
  logTableRows: 'Rows {from}–{to} of {first}–{last}',
  logTime: 'Timestamp',
  logType: 'Type',
  logModel: 'Model',
  logState: 'State',
  logFields: 'Fields',
  logActivity: 'Activity',
  logStatus: 'Status',
  logEvent: 'Event',
  dacCount: 'Count: {count}',
  statusLogDetails: 'Status Log Details',
  diagnosticLogDetails: 'Diagnostic Log Details',
} as const;

/** Fills `{name}` slots of a catalogue text. */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** The device popups (spec 000 "Popups reachable from a device"). */
export const devicePopupMessages = {
  usagePopupTitle: 'Device Usage Info Details',
  firmwareHistoryTitle: 'Device Firmware Upgrade History',
  onboardHistoryTitle: 'Device Onboarding / Offboarding History',
  diagnosticsTitle: 'Diagnostics Data',
  usageButton: 'Usage Info',
  firmwareHistoryButton: 'Firmware History',
  onboardHistoryButton: 'Onboarding History',
  diagnosticsButton: 'Diagnostics Data',
  devicePopups: 'Device history and usage',
  connectedTimeLabel: 'Connected Time',
  lastReported: 'Last Reported',
  updatedTime: 'Updated Time',
  nextUpdate: 'Next Update',
  downloadDate: 'Download Date',
  deviceStatus: 'Device Status',
  userId: 'User Id',
  reportedAt: 'Reported At',
  /** Words for coded diagnostic readings (fst, rlr; docs/mqtt.md), shown by the popup and the log views. */
  filterStatusOk: 'ok',
  filterStatusCleanRequired: 'clean required',
  filterStatusBlocked: 'blocked',
  rpmLimitNone: 'none',
  rpmLimitCurrent: 'current limit',
  rpmLimitDischargeTemperature: 'high discharge temperature',
} as const;
