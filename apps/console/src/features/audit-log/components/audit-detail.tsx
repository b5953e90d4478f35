import type { AuditLogEntry } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { Descriptions, Flex, Input, Modal, Typography } from 'antd';
import { useId } from 'react';
import { formatDateTime } from '@/shared/format/dates';

const JSON_STYLE = { fontFamily: 'monospace', fontSize: 13 } as const;

/** One entry whole: who, when, what, from where, and its recorded detail as JSON. */
export function AuditDetail({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const detailId = useId();
  return (
    <Modal
      open={entry !== null}
      title={messages.auditDetailTitle}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {entry ? (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'at', label: messages.auditAt, children: formatDateTime(entry.at) },
              { key: 'actor', label: messages.auditActor, children: entry.actorName ?? '' },
              { key: 'action', label: messages.auditAction, children: entry.action },
              { key: 'entity', label: messages.auditEntity, children: entry.entity },
              { key: 'entityId', label: messages.auditEntityId, children: entry.entityId ?? '' },
              { key: 'ip', label: messages.auditIp, children: entry.ip ?? '' },
            ]}
          />
          {entry.detail ? (
            <Flex vertical gap="small">
              <Typography.Text strong>
                <label htmlFor={detailId}>{messages.auditDetails}</label>
              </Typography.Text>
              {/* Read-only text: it scrolls from the keyboard, and its JSON can be selected and copied. */}
              <Input.TextArea
                id={detailId}
                readOnly
                value={JSON.stringify(entry.detail, null, 2)}
                autoSize={{ minRows: 3, maxRows: 18 }}
                style={JSON_STYLE}
              />
            </Flex>
          ) : (
            <Typography.Paragraph>{messages.auditNoDetail}</Typography.Paragraph>
          )}
        </Flex>
      ) : null}
    </Modal>
  );
}
