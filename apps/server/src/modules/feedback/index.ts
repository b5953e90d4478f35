import { defineModule } from '../../platform/module';
import { feedbackRoutes } from './feedback.routes';

export { createFeedbackService } from './feedback.service';

/** Feedback tickets: the staff screen's calls and the consumer app's call that files them. */
export const feedbackModule = defineModule({ name: 'feedback', routes: feedbackRoutes });
