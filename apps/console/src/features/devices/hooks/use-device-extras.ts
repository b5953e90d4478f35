import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { userDisplayName } from '@console/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { latestFirmwareQuery } from '@/shared/api/latest-firmware';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { deviceOwnerQuery } from '../api/get-device-owner';

/**
 * The device detail flow after the device is fetched (spec 000 section 4): onboardedBy resolved to
 * a name by a user search, and the model's latest firmware. A level-0 factory admin's reduced view
 * skips both (spec 001 section 6).
 */
export function useDeviceExtras(device: Device) {
  const principal = usePrincipal();
  const full = principal ? can(principal, 'deviceDetailFull') : false;
  const ownerId = device.onboardedBy ?? '';
  const owner = useQuery({ ...deviceOwnerQuery(ownerId), enabled: full && ownerId !== '' });
  const latest = useQuery({ ...latestFirmwareQuery(device.modelNumber), enabled: full });

  useEffect(() => {
    if (owner.error) showAlert('danger', errorText(owner.error, messages.serviceUnavailable));
  }, [owner.error]);
  useEffect(() => {
    if (latest.error) showAlert('danger', errorText(latest.error, messages.firmwareDetailsFailed));
  }, [latest.error]);

  return {
    full,
    /** The owner's name; the bare id while it loads or when the owner is out of the caller's scope. */
    ownerName: owner.data ? userDisplayName(owner.data) : device.onboardedBy,
    latestFirmware: latest.data?.firmwareVersion ?? null,
  };
}
