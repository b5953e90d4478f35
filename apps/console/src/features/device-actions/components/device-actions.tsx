import { can } from '@console/contracts/access';
import { hasOnboarding } from '@console/contracts/device-actions';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Space, Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { usePrincipal } from '@/shared/session/use-principal';
import { useDialog } from '@/shared/ui/use-dialog';
import { ChildDevices } from './child-devices';
import { OffboardButton } from './offboard-button';

/** Gateways are the devices with children (spec 001 section 2). */
const GATEWAY_CATEGORY = 'GATEWAY';

/** A dialog of another area that Device Info's actions open: the device and how to close it. */
type DeviceDialog = (deviceId: string, onClose: () => void) => ReactNode;

/**
 * The actions of Device Info: Send Email, the dealer card, offboarding, and a gateway's children.
 * The Report Incidence popup (the incident-email area) and the dealer card (the dealers area) are
 * handed in by the app; without one there is no button for it.
 */
export default function DeviceActions({
  device,
  onOffboarded,
  report,
  dealer,
}: {
  device: Device;
  onOffboarded: () => void;
  report?: DeviceDialog;
  dealer?: DeviceDialog;
}) {
  const principal = usePrincipal();
  const mayOffboard = principal ? can(principal, 'offboardDevice') : false;
  const isGateway = device.category.toUpperCase() === GATEWAY_CATEGORY;
  const { open, show, close } = useDialog<'report' | 'dealer'>();

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Space wrap>
          {report ? <Button onClick={() => show('report')}>{messages.sendEmailButton}</Button> : null}
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
          {open === 'report' && report ? report(device.deviceId, close) : null}
          {open === 'dealer' && dealer ? dealer(device.deviceId, close) : null}
        </Suspense>
      </Card>
      {isGateway ? <ChildDevices deviceId={device.deviceId} mayOffboard={mayOffboard} /> : null}
    </Flex>
  );
}
