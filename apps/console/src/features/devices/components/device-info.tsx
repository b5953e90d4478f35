import type { Device } from '@console/contracts/devices';
import type { EndUser } from '@console/contracts/users';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useDeviceExtras } from '../hooks/use-device-extras';
import { DeviceDetails, type EditableField } from './device-details';
import type { DeviceTabSpec } from './device-tabs';

/**
 * What other areas add to Device Info; the app composes them (features do not import each other):
 * the actions and their edits (device-actions), the popups (device-history), the log tabs
 * (device-logs), the owner's panel (users).
 */
export interface DeviceLinks {
  /** The owner's User Information panel above the tabs; `onChanged` after an edit in it. */
  owner: (owner: EndUser, onChanged: () => void) => ReactNode;
  /** The details' fields with an edit, for those who may edit; `onSerialChanged` after a serial edit. */
  edits: (device: Device, onSerialChanged?: (serial: string) => void) => Record<EditableField, ReactNode>;
  /** Beside the details' title (Send FOTA Trigger). */
  detailsExtra: (device: Device) => ReactNode;
  /** Below the details: the device's actions; `onOffboarded` once it is offboarded. */
  actions: (device: Device, onOffboarded: () => void) => ReactNode;
  /** The popups' buttons and the links beside them (warranty). */
  popups: (device: Device) => ReactNode;
  /** The tabs after Device Info, and the URL params they keep for themselves. */
  tabs: readonly DeviceTabSpec[];
  tabParams: readonly string[];
}

interface Props {
  device: Device;
  onSerialChanged?: (serial: string) => void;
  onOffboarded: () => void;
  links: DeviceLinks;
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
        edits={() => links.edits(device, onSerialChanged)}
        extra={links.detailsExtra(device)}
      />
      {links.actions(device, onOffboarded)}
      {links.popups(device)}
    </Flex>
  );
}
