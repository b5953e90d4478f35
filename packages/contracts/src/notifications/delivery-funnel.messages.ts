/** The delivery funnel and token health (issue 34): our own texts. */
export const deliveryFunnelMessages = {
  deliveryFunnel: 'Delivery funnel',
  deliveryFunnelHelp:
    'Delivered and opened come from receipts: an SMS gateway’s delivery reports, the app’s opens and the outbox’s simulated ones. FCM, APNs and e-mail send no delivery receipt, so their messages stop at sent unless the app reports them opened.',
  deliveryFunnelEmpty: 'Nothing reported yet: no message of this task has reached a provider.',
  deliveryFunnelWaiting: 'Nothing reported yet: {outcome}; no message of this task has reached a provider.',
  deliveryFunnelScheduled: 'Nothing sent yet: the task is scheduled for {time}.',
  /** A finished task (processed, cancelled, expired) none of whose messages a provider took. */
  deliveryFunnelFinal: 'No message of this task reached a provider, and none will: {outcome}.',
  deliveryFunnelFailed: 'The delivery funnel could not be loaded.',
  deliveryFunnelNoProvider: 'Not sent to a provider',
  deliveryNotFound: 'No notification of yours has this uniqueId.',
  /** The SMS gateway's delivery reports (issue 34): refused without a good signature. */
  smsReportUnsigned: 'The delivery report is not signed with the SMS gateway’s secret.',
  smsReportStale: 'The delivery report’s timestamp is more than 5 minutes from the server’s clock.',
  smsReportRetry: 'A reported message is still being recorded as sent: send the reports again shortly.',
  tokenHealth: 'Push Token Health',
  tokenHealthHelp:
    'Of the push messages a provider answered for, the share whose token it refused as unregistered or invalid, per day (UTC) and platform.',
  tokenHealthEmpty: 'No push message was answered by a provider in these days.',
  tokenHealthFailed: 'The push token health could not be loaded.',
  tokenHealthDaysRange: 'Choose between 1 and 90 days.',
} as const;
