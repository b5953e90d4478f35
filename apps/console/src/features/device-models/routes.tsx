import { lazy } from 'react';

/** Pages of the device models area, each its own chunk; the app decides where they are mounted. */
export const ModelSearchPage = lazy(() => import('./pages/model-search-page'));
export const ModelFormPage = lazy(() => import('./pages/model-form-page'));
export { modelPaths } from './model-paths';
