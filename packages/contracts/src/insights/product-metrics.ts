/*
 * Product Metrics (spec 002 section 2): 13 titled images drawn on the server from the activity
 * rollups and refreshed every PRODUCT_METRICS_REFRESH_HOURS (section 9: refresh hour 2). The order
 * is the spec's; the file name is what `metricsimages/download` answers, and the screen shows the
 * title of a file name.
 */

export const PRODUCT_METRICS_REFRESH_HOURS = 2;

export const PRODUCT_METRICS = [
  { fileName: 'onboarded_acs_by_date.png', title: 'Onboarded ACs by Date' },
  { fileName: 'onboarded_acs_by_month.png', title: 'Onboarded ACs by Month' },
  {
    fileName: 'monthly_new_voice_assistant_connections.png',
    title: 'Monthly New Voice-Assistant Connections',
  },
  { fileName: 'hourly_average_controlling_users.png', title: 'Hourly Average Controlling Users' },
  { fileName: 'weekly_active_frequency.png', title: 'Weekly Active Frequency' },
  { fileName: 'hourly_controller_usage.png', title: 'Hourly Controller Usage' },
  { fileName: 'daily_controller_counts.png', title: 'Daily Controller Counts' },
  { fileName: 'parameters_controlled_by_hour.png', title: 'Parameters Controlled by Hour' },
  { fileName: 'daily_active_devices_by_category.png', title: 'Daily Active Devices by Category' },
  { fileName: 'daily_active_users_and_devices.png', title: 'Daily Active Users and Devices' },
  { fileName: 'daily_active_users_by_category.png', title: 'Daily Active Users by Category' },
  { fileName: 'offboarded_acs_by_month.png', title: 'Offboarded ACs by Month' },
  { fileName: 'onboarded_non_ac_products_by_month.png', title: 'Onboarded Non-AC Products by Month' },
] as const;

export type ProductMetricFile = (typeof PRODUCT_METRICS)[number]['fileName'];

/** The title of an image's file name (a name no list holds is shown as it is). */
export function productMetricTitle(fileName: string): string {
  return PRODUCT_METRICS.find((m) => m.fileName === fileName)?.title ?? fileName;
}

/** Size of each image, pixels. */
export const PRODUCT_METRICS_IMAGE = { width: 960, height: 540 } as const;
