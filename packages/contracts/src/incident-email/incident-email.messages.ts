/** Report Incidence (spec 000 sections 2 and 8). Texts the spec does not word are ours. */
export const incidentEmailMessages = {
  sendEmailButton: 'Send Email',
  reportIncidenceTitle: 'Report Incidence',
  sendEmailAction: 'Send E-mail',
  emailSendFailed: 'Failed to send email.',
  /** Ours. */
  emailSent: 'E-mail sent.',
  incidentSubject: 'Subject',
  incidentTo: 'To',
  incidentBody: 'Incident details',
  incidentSubjectDefault: 'Incident report - Device ID: {id}',
  incidentSubjectRequired: 'Please enter a subject',
  incidentBodyRequired: 'Please describe the incident',
  noIncidentRecipients: 'No incident e-mail recipients are configured',
  bold: 'Bold',
  italic: 'Italic',
  strike: 'Strikethrough',
  bulletList: 'Bullet list',
  orderedList: 'Numbered list',
} as const;
