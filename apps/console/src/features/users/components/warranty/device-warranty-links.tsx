import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { matchWarrantyProduct } from '@console/contracts/warranty-match';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { usePrincipal } from '../../../../shared/session/use-principal';
import { applianceDataQuery } from '../../api/get-appliance-data';
import { WarrantyModal, type WarrantyView } from './warranty-modal';

export interface DeviceWarrantyLinksProps {
  productSerialNumber: string | null;
  modelNumber: string;
  /** The owner's mobile, which the warranty token is asked for. */
  mobile: string | null;
}

const VIEWS: { view: WarrantyView; label: string }[] = [
  { view: 'warranty', label: messages.viewWarrantyInfo },
  { view: 'service', label: messages.viewServiceRequests },
];

/**
 * A device's warranty info and service requests links (spec 001 sections 2 and 4). Their style
 * follows the serial-number check, so it changes with a serial edit; without a valid serial the
 * spec's confirmation comes first. Hidden for a tenant without warranty (the server answers 403).
 */
export default function DeviceWarrantyLinks({
  productSerialNumber,
  modelNumber,
  mobile,
}: DeviceWarrantyLinksProps) {
  const principal = usePrincipal();
  const allowed = !!mobile && !!principal && can(principal, 'warranty');
  const appliances = useQuery({ ...applianceDataQuery(mobile ?? ''), enabled: allowed });
  const [open, setOpen] = useState<WarrantyView | null>(null);
  if (!allowed || appliances.isError) return null;

  const { product, validSerial } = matchWarrantyProduct(
    appliances.data?.products ?? [],
    productSerialNumber,
    modelNumber,
  );
  const state = validSerial ? 'valid' : 'invalid';
  const title = validSerial ? messages.serialMatchesWarranty : messages.serialMatchesNoWarranty;
  return (
    <>
      {VIEWS.map(({ view, label }) => {
        const link = (
          <Button
            key={view}
            type="link"
            danger={!validSerial}
            className={`warranty-link warranty-link-${state}`}
            title={title}
            loading={appliances.isPending}
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
        <WarrantyModal view={open} mobile={mobile} productId={product?.id} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
