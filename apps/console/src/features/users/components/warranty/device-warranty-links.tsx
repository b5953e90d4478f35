import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { usePrincipal } from '../../../../shared/session/use-principal';
import { deviceWarrantyQuery } from '../../api/get-device-warranty';
import { WarrantyModal, type WarrantyView } from './warranty-modal';

export interface DeviceWarrantyLinksProps {
  deviceId: string;
  productSerialNumber: string | null;
}

const VIEWS: { view: WarrantyView; label: string }[] = [
  { view: 'warranty', label: messages.viewWarrantyInfo },
  { view: 'service', label: messages.viewServiceRequests },
];

/**
 * A device's warranty info and service requests links (spec 001 sections 2 and 4). Their style
 * follows the serial-number check, asked again after a serial edit; without a valid serial the
 * spec's confirmation comes first. Hidden for a tenant without warranty (the server answers 403).
 */
export default function DeviceWarrantyLinks({ deviceId, productSerialNumber }: DeviceWarrantyLinksProps) {
  const principal = usePrincipal();
  const allowed = !!principal && can(principal, 'warranty');
  const standing = useQuery({ ...deviceWarrantyQuery(deviceId, productSerialNumber), enabled: allowed });
  const [open, setOpen] = useState<WarrantyView | null>(null);
  if (!allowed || !standing.data) return null;

  const { validSerial, productId, token } = standing.data;
  const title = validSerial ? messages.serialMatchesWarranty : messages.serialMatchesNoWarranty;
  return (
    <>
      {VIEWS.map(({ view, label }) => {
        const link = (
          <Button
            key={view}
            type="link"
            danger={!validSerial}
            className={`warranty-link warranty-link-${validSerial ? 'valid' : 'invalid'}`}
            title={title}
            onClick={validSerial ? () => setOpen(view) : undefined}
          >
            {label}
          </Button>
        );
        return validSerial ? (
          link
        ) : (
          <Popconfirm
            key={view}
            title={messages.updateSerialFirst}
            okText={messages.yes}
            cancelText={messages.no}
            onConfirm={() => setOpen(view)}
          >
            {link}
          </Popconfirm>
        );
      })}
      {open ? (
        <WarrantyModal
          view={open}
          customer={{ token }}
          productId={productId ?? undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
