import { EditOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';

interface Props {
  deviceId: string;
  value: string | null;
  canEdit: boolean;
  saving: boolean;
  onSave: (deviceId: string, serial: string) => Promise<boolean>;
}

/**
 * The product serial number of a row, edited in place (spec 002 sections 2 and 5): Update and
 * Cancel; Update is disabled while the trimmed value is empty. Only for level above 1.
 */
export function SerialCell({ deviceId, value, canEdit, saving, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Flex gap="small" align="center">
        <span>{value ?? '-'}</span>
        {canEdit ? (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${messages.edit} ${messages.productSerialNumber} ${deviceId}`}
            onClick={() => setDraft(value ?? '')}
          />
        ) : null}
      </Flex>
    );
  }
  const trimmed = draft.trim();
  return (
    <Flex gap="small" align="center">
      <Input
        size="small"
        style={{ width: 180 }}
        autoFocus
        aria-label={`${messages.productSerialNumber} ${deviceId}`}
        value={draft}
        maxLength={64}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button
        size="small"
        type="primary"
        disabled={!trimmed}
        loading={saving}
        onClick={async () => {
          if (await onSave(deviceId, trimmed)) setDraft(null);
        }}
      >
        {messages.update}
      </Button>
      <Button size="small" onClick={() => setDraft(null)}>
        {messages.cancel}
      </Button>
    </Flex>
  );
}
