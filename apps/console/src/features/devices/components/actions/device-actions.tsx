import { can } from '@console/contracts/access';
import { hasOnboarding } from '@console/contracts/device-actions';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Space, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePrincipal } from '../../../../shared/session/use-principal';
import { useDialog } from '../../../../shared/ui/use-dialog';
import { ChildDevices } from './child-devices';
import { OffboardButton } from './offboard-button';

// The rich-text editor is heavy: its popup is a chunk of its own, loaded on first use.
const ReportIncidencePopup = lazy(() => import('./report-incidence-popup'));

/** Gateways are the devices with children (spec 001 section 2). */
const GATEWAY_CATEGORY = 'GATEWAY';

/** The actions of Device Info: Send Email, the dealer card, offboarding, and a gateway's children. */
export function DeviceActions({
  device,
  onOffboarded,
  dealer,
}: {
  device: Device;
  onOffboarded: () => void;
  /** The dealer card, from the dealers area; without it there is no Dealer Info button. */
  dealer?: (deviceId: string, onClose: () => void) => ReactNode;
}) {
  const principal = usePrincipal();
  const mayOffboard = principal ? can(principal, 'offboardDevice') : false;
  const isGateway = device.category.toUpperCase() === GATEWAY_CATEGORY;
  const { open, show, close } = useDialog<'report' | 'dealer'>();

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Space wrap>
          <Button onClick={() => show('report')}>{messages.sendEmailButton}</Button>
          {dealer ? <Button onClick={() => show('dealer')}>{messages.dealerButton}</Button> : null}
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
          {open === 'dealer' && dealer ? dealer(device.deviceId, close) : null}
        </Suspense>
      </Card>
      {isGateway ? <ChildDevices deviceId={device.deviceId} mayOffboard={mayOffboard} /> : null}
    </Flex>
  );
}
