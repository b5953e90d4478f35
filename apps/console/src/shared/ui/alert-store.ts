import { ALERT_DISMISS_MS } from '@console/contracts/constants';

/** The spec's transient alert banner (spec 000 section 4): kinds danger, success and warning. */
export type AlertKind = 'danger' | 'success' | 'warning';

export interface AlertItem {
  id: number;
  kind: AlertKind;
  text: string;
}

let alerts: readonly AlertItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly AlertItem[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

export function dismissAlert(id: number): void {
  emit(alerts.filter((a) => a.id !== id));
}

/** Shows an alert that removes itself after 3 s; the same text is not stacked twice. */
export function showAlert(kind: AlertKind, text: string): void {
  if (alerts.some((a) => a.kind === kind && a.text === text)) return;
  const id = nextId++;
  emit([...alerts, { id, kind, text }]);
  setTimeout(() => dismissAlert(id), ALERT_DISMISS_MS);
}

export const alertStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): readonly AlertItem[] => alerts,
};
