/** Device log tabs (spec 001 sections 5 and 8). The date-rule texts are ours: the spec names the rules only. */
export const logMessages = {
  logDatesRequired: 'Please select both From and To dates',
  logStartTooEarly: 'From date cannot be more than 89 days ago',
  logDateInFuture: 'Dates cannot be after today',
  logEndBeforeStart: 'To date cannot be before From date',
  invalidMacAddress: 'Please enter a valid MAC Address',
  dacLogsFailed: 'Failed to fetch device DAC data.',
  deviceLogsFailed: 'Error while fetching device logs data.',
} as const;
