import type { Device } from '@console/contracts/devices';
import type { EndUser } from '@console/contracts/users';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useDeviceExtras } from '../hooks/use-device-extras';
import { DeviceActions } from './actions/device-actions';
import { DeviceDetails } from './device-details';
import { DevicePopups } from './popups/device-popups';

/** What other areas add to Device Info; the app composes them (features do not import each other). */
export interface DeviceLinks {
  /** Links beside the popups (warranty), given the device as it is now. */
  warranty: (device: Device) => ReactNode;
  /** The owner's User Information panel above the tabs; `onChanged` after an edit in it. */
  owner: (owner: EndUser, onChanged: () => void) => ReactNode;
  /** The dealer card of the device (the dealers area's popup). */
  dealer: (deviceId: string, onClose: () => void) => ReactNode;
}

interface Props {
  device: Device;
  onSerialChanged?: (serial: string) => void;
  onOffboarded: () => void;
  links?: DeviceLinks;
}

/**
 * The Device Info tab's content (spec 001 section 2): the details card with its edits and FOTA
 * trigger, the actions, the popups. Device Info and a User Info device tab both show this.
 */
export function DeviceInfo({ device, onSerialChanged, onOffboarded, links }: Props) {
  const { full, ownerName, latestFirmware } = useDeviceExtras(device);
  return (
    <Flex vertical gap="middle">
      <DeviceDetails
        device={device}
        extras={full ? { ownerName, latestFirmware } : null}
        onSerialChanged={onSerialChanged}
      />
      <DeviceActions device={device} onOffboarded={onOffboarded} dealer={links?.dealer} />
      <DevicePopups deviceId={device.deviceId}>{links?.warranty(device)}</DevicePopups>
    </Flex>
  );
}
