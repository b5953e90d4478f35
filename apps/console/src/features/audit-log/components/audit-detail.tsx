import type { AuditLogEntry } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { Descriptions, Modal, Typography } from 'antd';
import { formatTimestamp } from '../../../shared/format/format-timestamp';

/** The detail scrolls inside the dialog, its lines kept as recorded. */
const JSON_STYLE = {
  maxHeight: '50vh',
  overflow: 'auto',
  background: 'rgba(0, 0, 0, 0.04)',
  padding: 12,
} as const;

/** One entry whole: who, when, what, from where, and its recorded detail as JSON. */
export function AuditDetail({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  return (
    <Modal
      open={entry !== null}
      title={messages.auditDetailTitle}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {entry ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'at', label: messages.auditAt, children: formatTimestamp(entry.at) },
              { key: 'actor', label: messages.auditActor, children: entry.actorName ?? '' },
              { key: 'action', label: messages.auditAction, children: entry.action },
              { key: 'entity', label: messages.auditEntity, children: entry.entity },
              { key: 'entityId', label: messages.auditEntityId, children: entry.entityId ?? '' },
              { key: 'ip', label: messages.auditIp, children: entry.ip ?? '' },
            ]}
          />
          {entry.detail ? (
            <>
              <Typography.Title level={2} className="audit-detail-heading">
                {messages.auditDetails}
              </Typography.Title>
              <pre className="audit-detail-json" style={JSON_STYLE}>
                {JSON.stringify(entry.detail, null, 2)}
              </pre>
            </>
          ) : (
            <Typography.Paragraph>{messages.auditNoDetail}</Typography.Paragraph>
          )}
        </>
      ) : null}
    </Modal>
  );
}
