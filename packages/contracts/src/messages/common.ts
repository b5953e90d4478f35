/** Messages shared by every area (spec 000 section 8 and our own server errors). */
export const commonMessages = {
  pageNotFound: 'Page Not Found',
  serverErrorTitle: '500 Server Error',
  serverErrorText: 'Oops, something went wrong.',
  serverErrorAdvice: 'Please refresh the page or try again later.',
  invalidRequest: 'Invalid request',
  notFound: 'Data Not Found',
  internalError: 'Something went wrong on our side. Please try again.',
  /** A multipart text field past FORM_FIELD_MAX_BYTES. */
  formFieldTooLong: 'A form field cannot be longer than 10,000 bytes.',
  /** A paged list's page number past MAX_PAGE_NUMBER. */
  pageTooFar: 'A page number cannot be more than 1,000,000.',
  /** A date range whose end is not after its start (Feedback, Manufactured Devices). */
  endBeforeStart: 'End date cannot be before start date',
  noDataAvailable: 'No data available',
  noDataFound: 'No Data found',
  dataNotFound: 'Data not Found',
  tenantNotFound: 'Tenant not found',
  /** Console labels: layout, header and shared pieces. */
  appTitle: 'Support Console',
  mainMenu: 'Main menu',
  support: 'Support',
  logout: 'Logout',
  loading: 'Loading...',
  search: 'Search',
  searchBy: 'Search By',
} as const;
