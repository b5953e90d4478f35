/** DAC statistics, download statistics, product metrics and metrics charts (spec 002 sections 2, 5 and 8). */
export const insightMessages = {
  dacFetchFailed: 'Failed to fetch device DAC data.',
  /** DAC dates use the log tabs' rule texts (logDatesRequired, logDateInFuture, logEndBeforeStart). */
  invalidDate: 'Invalid date. Use DD-MM-YYYY',
  metricsRangeTooLong: 'The date range cannot exceed 3 months.',
  metricsEndBeforeStart: 'End date must be after start date.',
  metricsRangeEmpty: 'Start date and end date can not be empty.',
  /** As spelled in the product (spec 002 section 5). */
  metricsDateMissing: 'Dta not found',
  metricsFailed: 'Something went wrong.',
  productMetricsEmpty: 'Product Metrics not available',
  serverDown: 'Server is not reachable. Please try again later.',
  invalidStatisticsCategory: 'Invalid Device Category',
  dacStatisticsCount: 'DAC Count : {count}',
} as const;
