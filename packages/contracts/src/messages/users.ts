/** User search, user info and homes (spec 000 sections 5 and 8). */
export const userMessages = {
  enterMobile: 'Enter Mobile Number',
  enterEmail: 'Enter Email Id',
  emailNotValid: 'Email is not valid',
  noHome: 'You have not yet setup a home, please add some information',
  noDevicesInSpace: 'No Devices Added in Selected Home Space',
  userNotFound: 'User not found',
} as const;
