import type { AreaModule } from '../context';
import { feedbackRoutes } from './feedback.routes';

/** Feedback tickets: the staff screen's calls and the consumer app's call that files them. */
export const feedbackModule: AreaModule = { name: 'feedback', routes: feedbackRoutes };
