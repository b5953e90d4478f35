import { lazy } from 'react';

/** The Manage MQTT FOTA page, its own chunk; the app decides where it is mounted. */
export const FotaJobsPage = lazy(() => import('./pages/fota-jobs-page'));
