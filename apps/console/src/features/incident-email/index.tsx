import { lazy } from 'react';

/*
 * The incident-email area's face: it has no screen of its own; the app hands its popup to Device
 * Info's actions. The rich-text editor is heavy: the popup is a chunk of its own, loaded on first use.
 */

/** Report Incidence: recipients, subject, rich-text body, Send E-mail (spec 000 section 2). */
export const ReportIncidencePopup = lazy(() => import('./components/report-incidence-popup'));
