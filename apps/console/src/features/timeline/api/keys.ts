import type { TimelineKind } from '@console/contracts/timeline';

/** Whose timeline: a device's or a home's. */
export interface TimelineSubject {
  type: 'device' | 'home';
  id: string;
}

/** The filters a timeline is read with (as the link keeps them). */
export interface TimelineFilters {
  kinds: TimelineKind[];
  /** Epoch ms: only what happened before it. */
  before: number | undefined;
}

export const timelineKeys = {
  all: ['timeline'] as const,
  pages: (subject: TimelineSubject, filters: TimelineFilters) =>
    [...timelineKeys.all, subject.type, subject.id, filters.kinds.join(','), filters.before ?? null] as const,
};
