/** The URL params of a log's page: Device Info drops them when another tab opens. */
export const LOG_PAGE_PARAMS = ['logPage', 'tablePage'] as const;
