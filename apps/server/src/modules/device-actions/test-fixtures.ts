/* Helpers for tests elsewhere that need a device in a state this area puts it in (not used by the app). */

export { clearOnboarding } from './device-actions.queries';
