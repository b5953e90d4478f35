import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { type AlertKind, alertStore, dismissAlert } from './alert-store';

const TYPE_OF: Record<AlertKind, 'error' | 'success' | 'warning'> = {
  danger: 'error',
  success: 'success',
  warning: 'warning',
};

/** Renders the alerts raised anywhere in the app, stacked at the top of the page. */
export function AlertBanner() {
  const alerts = useSyncExternalStore(alertStore.subscribe, alertStore.get);
  if (alerts.length === 0) return null;
  return (
    <div className="alert-banner">
      {alerts.map((a) => (
        <Alert
          key={a.id}
          type={TYPE_OF[a.kind]}
          message={a.text}
          showIcon
          closable
          onClose={() => dismissAlert(a.id)}
        />
      ))}
    </div>
  );
}
