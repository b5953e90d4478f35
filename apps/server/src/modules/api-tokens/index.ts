import { defineModule } from '../../platform/module';
import { apiTokenRoutes } from './api-tokens.routes';

/** Scoped API tokens for scripts and line stations (issue 33). */
export const apiTokensModule = defineModule({ name: 'api-tokens', routes: apiTokenRoutes });
