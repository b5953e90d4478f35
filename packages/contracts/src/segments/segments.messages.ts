/** Fleet search and segments (issue 32; ours, the spec has no such screen). */
export const segmentMessages = {
  fleetTitle: 'Fleet Search',
  segmentsTitle: 'Segments',
  segmentTooManyValues: 'At most 200 values in one filter.',
  segmentBadTime: 'Not a valid time.',
  segmentWindowWithoutCode: 'Name an error or fault code for the window to apply to.',
  segmentNameRequired: 'Segment name is mandatory.',
  segmentNotFound: 'Segment not found.',
  segmentNotYours: 'Only the owner of a segment may change or delete it.',
  segmentNameTaken: 'You already have a segment with this name.',
  segmentBadFilter: 'The filter could not be read.',
  snapshotNotFound: 'Snapshot not found.',
} as const;
