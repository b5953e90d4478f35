import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useDialog } from '@/shared/ui/use-dialog';
import { deviceWarrantyQuery } from '../../api/get-device-warranty';
import { useReportWarrantyMismatch } from '../../api/report-warranty-mismatch';
import { useWarrantyShown } from '../../hooks/use-warranty-shown';
import type { WarrantyView } from './product-records';
import { WarrantyModal } from './warranty-modal';

/** The device fields the links need: its id and serial, and what the no-match report carries. */
export type WarrantyLinksDevice = Pick<
  Device,
  'deviceId' | 'modelNumber' | 'category' | 'productSerialNumber' | 'onboardedBy'
>;

export interface DeviceWarrantyLinksProps {
  device: WarrantyLinksDevice;
}

const VIEWS: { view: WarrantyView; label: string }[] = [
  { view: 'warranty', label: messages.viewWarrantyInfo },
  { view: 'service', label: messages.viewServiceRequests },
];

/**
 * A device's warranty info and service requests links (spec 001 sections 2 and 4). Their style
 * follows the serial-number check, asked again after a serial edit; without a valid serial the
 * spec's confirmation comes first, and proceeding reports the device as having no warranty match
 * (spec 001 section 7) while the modal opens. Hidden, without asking, for a tenant without
 * warranty (spec 001 section 6).
 */
export default function DeviceWarrantyLinks({ device }: DeviceWarrantyLinksProps) {
  const { deviceId, modelNumber, category, productSerialNumber, onboardedBy } = device;
  const allowed = useWarrantyShown();
  const standing = useQuery({ ...deviceWarrantyQuery(deviceId, productSerialNumber), enabled: allowed });
  const report = useReportWarrantyMismatch();
  const { open, show, close } = useDialog<WarrantyView>();
  if (!allowed || !standing.data) return null;

  /** Reports the device and opens the modal at once: the modal does not wait for the report. */
  const proceedWithoutUpdate = (view: WarrantyView) => {
    report.mutate(
      { deviceId, modelNumber, category, productSerialNumber, onboardedBy },
      { onError: (error) => showAlert('danger', errorText(error, messages.warrantyMismatchReportFailed)) },
    );
    show(view);
  };

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
            onClick={validSerial ? () => show(view) : undefined}
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
            onConfirm={() => proceedWithoutUpdate(view)}
          >
            {link}
          </Popconfirm>
        );
      })}
      {open ? (
        <WarrantyModal view={open} customer={{ token }} productId={productId ?? undefined} onClose={close} />
      ) : null}
    </>
  );
}
