import type { ReportLogRow } from '@console/contracts/device-logs';
import { messages } from '@console/contracts/messages';
import { Button, Descriptions, Modal } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import type { ReportKind } from '../api/get-report-logs';

interface Props {
  kind: ReportKind;
  row: ReportLogRow | null;
  onClose: () => void;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Every field of one report, labelled, with a Close button (spec 001 section 2). */
export function ReportLogDialog({ kind, row, onClose }: Props) {
  const title = kind === 'status' ? messages.statusLogDetails : messages.diagnosticLogDetails;
  const items = row
    ? [
        { key: 'ts', label: messages.logTime, children: formatDateTime(row.ts) },
        { key: 'ty', label: messages.logType, children: shown(row.ty) },
        { key: 'mo', label: messages.logModel, children: shown(row.mo) },
        { key: 'st', label: messages.logState, children: shown(row.st) },
        ...row.payload.map((f) => ({ key: f.key, label: f.desc, children: shown(f.value) })),
      ]
    : [];
  return (
    <Modal
      open={row !== null}
      title={title}
      onCancel={onClose}
      width={720}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      <Descriptions bordered size="small" column={1} items={items} />
    </Modal>
  );
}
