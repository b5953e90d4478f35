/**
 * The last User Info search (its URL query), kept for the tab's session so the home report's Back
 * (`/dashboardBack`) returns to the same result.
 */
const KEY = 'userInfo.lastSearch';

export function rememberSearch(query: string): void {
  try {
    sessionStorage.setItem(KEY, query);
  } catch {
    // Storage may be unavailable (private mode); Back then lands on an empty search.
  }
}

export function lastSearch(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
