/** Password reset, change password and Settings (spec 000 sections 2, 5 and 8), with our own labels. */
export const accountMessages = {
  /** Our own: the server's answer when a new password is on the breached-passwords list. */
  passwordBreached: 'This password is too common. Please choose another one.',
  /** Our own: too many wrong codes for one OTP, or an expired one. */
  otpExpired: 'OTP verification failed.',
  /** Our own: an address with characters no address has (control characters, broken UTF-16). */
  emailInvalid: 'Please enter a valid email address.',
  otpSent: 'An OTP has been sent to your email address.',
  otpMailSubject: 'Your password reset code',
  /** Our own: Change Password, Add Device and its sync in Settings ask for the current password. */
  currentPasswordLabel: 'Current Password',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  changePasswordSuccess: 'Your password has been changed successfully.',
  /** Our own: Change Password refuses the current password as the new one. */
  passwordSameAsCurrent: 'New password must differ from the current one.',
  /** The forgot-password dialog. */
  resetPasswordLink: 'Reset Password',
  resetPasswordTitle: 'Reset Password',
  emailLabel: 'Email',
  forgotEmailPlaceholder: 'Enter your email address',
  sendOtp: 'Send OTP',
  otpLabel: 'OTP',
  otpPlaceholder: 'Enter OTP',
  verifyOtp: 'Verify OTP',
  resendOtp: 'Resend OTP',
  resendOtpIn: 'Resend OTP in {seconds}s',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  resetPasswordSubmit: 'Reset Password',
  back: 'Back',
  cancel: 'Cancel',
  submit: 'Submit',
  ok: 'Ok',
  stepEmail: 'Email',
  stepOtp: 'OTP',
  stepNewPassword: 'New Password',
  /** Settings. */
  settingsTitle: 'Settings',
  settings: 'Settings',
  changePasswordTitle: 'Change Password',
  changePasswordHint:
    'Choose a new password of at least 8 characters with an uppercase letter, a number and a special character.',
  twoStepTitle: 'Two Step Authentication',
  twoStepOn: 'Two-step authentication is on for your account.',
  twoStepOff: 'Two-step authentication is off for your account.',
  addDevice: 'Add Device',
  addDeviceConfirmTitle: 'Add Two-Step Authentication Device?',
  addDeviceConfirmText: 'This cannot be reverted back.',
} as const;
