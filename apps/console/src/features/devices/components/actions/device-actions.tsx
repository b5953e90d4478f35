import { can } from '@console/contracts/access';
import { hasOnboarding } from '@console/contracts/device-actions';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Space, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { usePrincipal } from '../../../../shared/session/use-principal';
import { useDialog } from '../../../../shared/ui/use-dialog';
import { ChildDevices } from './child-devices';
import { OffboardButton } from './offboard-button';

// The rich-text editor is heavy: its popup is a chunk of its own, loaded on first use.
const ReportIncidencePopup = lazy(() => import('./report-incidence-popup'));
const DealerPopup = lazy(() => import('../dealer/dealer-popup'));

/** Gateways are the devices with children (spec 001 section 2). */
const GATEWAY_CATEGORY = 'GATEWAY';

/** The actions of Device Info: Send Email, the dealer card, offboarding, and a gateway's children. */
export function DeviceActions({ device, onOffboarded }: { device: Device; onOffboarded: () => void }) {
  const principal = usePrincipal();
  const mayOffboard = principal ? can(principal, 'offboardDevice') : false;
  const isGateway = device.category.toUpperCase() === GATEWAY_CATEGORY;
  const { open, show, close } = useDialog<'report' | 'dealer'>();

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Space wrap>
          <Button onClick={() => show('report')}>{messages.sendEmailButton}</Button>
          <Button onClick={() => show('dealer')}>{messages.dealerButton}</Button>
          {mayOffboard ? (
            <OffboardButton
              deviceId={device.deviceId}
              onboarded={hasOnboarding(device)}
              onOffboarded={onOffboarded}
            />
          ) : null}
        </Space>
        <Suspense fallback={<Spin />}>
          {open === 'report' ? <ReportIncidencePopup deviceId={device.deviceId} onClose={close} /> : null}
          {open === 'dealer' ? <DealerPopup deviceId={device.deviceId} onClose={close} /> : null}
        </Suspense>
      </Card>
      {isGateway ? <ChildDevices deviceId={device.deviceId} mayOffboard={mayOffboard} /> : null}
    </Flex>
  );
}
