import type { FeedbackTicket } from '@console/contracts/feedback';

/** One feedback ticket as the server sends it, NEW and without comments unless told. */
export const feedbackTicket = (over: Partial<FeedbackTicket> = {}): FeedbackTicket => ({
  feedbackId: 'FB-1',
  type: 'WARRANTY',
  deviceBrand: 'PANASONIC',
  deviceCategory: 'AC',
  deviceId: null,
  mobile: null,
  description: 'The warranty card is missing.',
  status: 'NEW',
  comments: null,
  errorCode: null,
  appVersion: null,
  mobileOSVersion: null,
  mobileName: null,
  mobileModel: null,
  mobileOSBuildNumber: null,
  createdAt: 1_767_225_600,
  updatedAt: 1_767_225_600,
  ...over,
});
