/** User search, user info and homes (spec 000 sections 5 and 8). */
export const userMessages = {
  enterMobile: 'Enter Mobile Number',
  enterEmail: 'Enter Email Id',
  emailNotValid: 'Email is not valid',
  noHome: 'You have not yet setup a home, please add some information',
  noDevicesInSpace: 'No Devices Added in Selected Home Space',
  userNotFound: 'User not found',
  /** Our own: shown under the spec's 'Invalid request' so the person knows what to correct. */
  searchEmailFormatHint: 'The Email Id must look like name@example.com.',
  searchMobileFormatHint: 'The Mobile No with its country code must be 4 to 15 digits.',
  /** User Info page labels. */
  searchUserTitle: 'Search User',
  searchByMobile: 'Mobile No',
  searchByEmail: 'Email Id',
  mobilePlaceholder: 'Mobile No without country code',
  emailPlaceholder: 'Enter Email Id',
  countryCodeLabel: 'Country code',
  searchValueLabel: 'Search value',
  userInformation: 'User Information',
  userFullName: 'Name',
  userEmail: 'Email',
  userPhone: 'Phone Number',
} as const;
