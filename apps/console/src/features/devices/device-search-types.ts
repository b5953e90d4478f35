import { DEVICE_SEARCH_TYPES, type DeviceSearchType } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';

/** Label, placeholder and required message per search type (spec 001 sections 2 and 5). */
export const SEARCH_TYPE_TEXT: Record<
  DeviceSearchType,
  { label: string; placeholder: string; required: string }
> = {
  deviceId: {
    label: messages.searchByDeviceId,
    placeholder: messages.enterDeviceIdPlaceholder,
    required: messages.enterDeviceId,
  },
  macAddress: {
    label: messages.searchByMacAddress,
    placeholder: messages.enterMacAddressPlaceholder,
    required: messages.enterMacAddress,
  },
  productSerialNumber: {
    label: messages.searchByProductSerial,
    placeholder: messages.enterProductSerialPlaceholder,
    required: messages.enterProductSerial,
  },
};

export const isDeviceSearchType = (value: string | null): value is DeviceSearchType =>
  (DEVICE_SEARCH_TYPES as readonly (string | null)[]).includes(value);
