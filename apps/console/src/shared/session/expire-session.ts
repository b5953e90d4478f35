import { messages } from '@console/contracts/messages/core';
import { showAlert } from '../ui/alert-store';
import { sessionStore } from './session-store';

/** Any 401 away from the login page: tell the person once, forget the session; the guard goes to `/`. */
export function expireSession(): void {
  if (sessionStore.get()) showAlert('danger', messages.sessionExpired);
  sessionStore.clear();
}
