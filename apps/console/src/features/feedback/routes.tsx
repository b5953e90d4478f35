import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const FeedbackPage = lazy(() => import('./pages/feedback-page'));

/** The Feedback screen, its own chunk. */
export const feedbackRoutes: FeatureRoute[] = [
  { path: PATHS.feedback, rule: 'feedback', element: <FeedbackPage /> },
];
