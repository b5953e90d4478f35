import { Alert } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { alertHostStore } from './alert-host';
import { type AlertKind, alertStore, dismissAlert } from './alert-store';

const TYPE_OF: Record<AlertKind, 'error' | 'success' | 'warning'> = {
  danger: 'error',
  success: 'success',
  warning: 'warning',
};

const BOTTOM = '--alert-banner-bottom';

/**
 * Where the banner ends, as a CSS variable on the page, so what would sit under it (an open
 * dialog's title, the full-page 500) moves below it instead (global.css).
 */
function useBannerBottom(banner: HTMLDivElement | null) {
  useEffect(() => {
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(BOTTOM, `${banner.getBoundingClientRect().bottom}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM);
    };
  }, [banner]);
}

/**
 * Renders the alerts raised anywhere in the app, stacked at the top of the page: in the signed-in
 * frame's content column (its alert slot), elsewhere at the top of the window.
 */
export function AlertBanner() {
  const alerts = useSyncExternalStore(alertStore.subscribe, alertStore.get);
  const host = useSyncExternalStore(alertHostStore.subscribe, alertHostStore.get);
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useBannerBottom(banner);
  if (alerts.length === 0) return null;
  const stack = (
    <div className={host ? 'alert-banner alert-banner-in-column' : 'alert-banner'} ref={setBanner}>
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
  return host ? createPortal(stack, host) : stack;
}
