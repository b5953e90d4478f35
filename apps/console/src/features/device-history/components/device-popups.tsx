import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Button, Card, Space, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePrincipal } from '@/shared/session/use-principal';
import { useDialog } from '@/shared/ui/use-dialog';

// Each popup is its own chunk, loaded when first opened.
const popups = {
  usage: { label: messages.usageButton, Popup: lazy(() => import('./usage-popup')) },
  firmware: { label: messages.firmwareHistoryButton, Popup: lazy(() => import('./firmware-history-popup')) },
  onboard: { label: messages.onboardHistoryButton, Popup: lazy(() => import('./onboard-history-popup')) },
  diagnostics: { label: messages.diagnosticsButton, Popup: lazy(() => import('./diagnostics-popup')) },
} as const;
type PopupKey = keyof typeof popups;

/**
 * The buttons opening a device's usage, history and diagnostics popups. A level-0 factory admin's
 * reduced view has none of them (spec 001 section 6). `children` are further links, such as warranty.
 */
export default function DevicePopups({ deviceId, children }: { deviceId: string; children?: ReactNode }) {
  const principal = usePrincipal();
  const { open, show, close } = useDialog<PopupKey>();
  if (!principal || !can(principal, 'deviceDetailFull')) return null;
  const Open = open ? popups[open].Popup : null;

  return (
    <Card size="small" aria-label={messages.devicePopups}>
      <Space wrap>
        {(Object.keys(popups) as PopupKey[]).map((key) => (
          <Button key={key} onClick={() => show(key)}>
            {popups[key].label}
          </Button>
        ))}
        {children}
      </Space>
      {Open ? (
        <Suspense fallback={<Spin />}>
          <Open deviceId={deviceId} onClose={close} />
        </Suspense>
      ) : null}
    </Card>
  );
}
