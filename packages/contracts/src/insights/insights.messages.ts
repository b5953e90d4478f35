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
  productMetricsTitle: 'Product Metrics',
  productMetricsLoading: 'Loading product metrics',
  /** Our own: the caller's first set of images is being drawn (seconds; the screen asks again). */
  productMetricsPreparing: 'Product Metrics are being prepared. They will appear here in a few seconds.',
  serverDown: 'Server is not reachable. Please try again later.',
  invalidStatisticsCategory: 'Invalid Device Category',
  dacStatisticsCount: 'DAC Count : {count}',
  /** Labels of the four screens. */
  dacStatisticsTitle: 'DAC Statistics',
  dacStatisticsTab: 'DAC Statistics',
  findStatisticsTab: 'Find Statistics',
  fromDate: 'From',
  toDate: 'To',
  downloadStatisticsTitle: 'Download Statistics',
  filesDescription: 'Files description',
  deviceCategory: 'Device Category',
  downloadColumn: 'Download',
  onboardStatisticsFile: 'Device Statistics (onboard csv)',
  offboardStatisticsFile: 'Device Statistics (offboard csv)',
  allCategories: 'All allowed categories',
  downloadStarted: 'Downloading {fileName}',
  metricsChartTitle: 'Metrics Chart',
  graphType: 'Graph Type',
  period: 'Period',
  onDate: 'Date',
  hourlyBucket: 'Hours per bar',
  dailyReset: 'Daily',
  controllers: 'Controllers',
  models: 'Models',
  chartLoading: 'Loading chart',
  /** Chart drill-through (issue 32): what a click opens, and where the chart and the list differ. */
  chartDrillHint: 'Click a bar, a slice or a marker to list its devices in Fleet Search.',
  chartDrillEvents:
    'This chart counts onboardings and offboardings: a device onboarded or offboarded more than once in a period is one device in Fleet Search.',
  chartDrillHours:
    "A bar of several hours adds up each hour's devices: a device active in two of its hours is one device in Fleet Search.",
  chartDrillRecentDays: 'Active devices can be listed for the last days only, while their activity is kept.',
  chartDrillTodayOnly:
    "Choose today's date to list a city's devices: a city's devices of an earlier day are not kept.",
  chartDrillCountries: 'The chart counts every country; Fleet Search lists the devices of your countries.',
  dacDrillLink: 'List these devices in Fleet Search',
  dacDrillNote:
    'The count is of certificates: Fleet Search lists the devices that got one, without units not yet registered as devices and counting a device given two certificates once.',
  downloadChartCsv: 'Download CSV',
} as const;
