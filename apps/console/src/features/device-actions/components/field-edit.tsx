import { EditOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { AutoComplete, Button, Flex, Input } from 'antd';
import { useState } from 'react';

interface Props {
  value: string | null;
  label: string;
  /** Whether an empty value may be sent (the serial: blank clears it). */
  allowEmpty: boolean;
  /** Suggestions (the model numbers of the device's category and brand). */
  options?: string[];
  pending: boolean;
  /** Sends the trimmed value; resolves true when saved. */
  onSubmit: (value: string) => Promise<boolean>;
}

/** A device field with an edit icon: the icon opens an input with Update and Cancel (spec 001 section 4). */
export function FieldEdit({ value, label, allowEmpty, options, pending, onSubmit }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Flex gap="small" align="center">
        <span>{value || '—'}</span>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={label}
          onClick={() => setDraft(value ?? '')}
        />
      </Flex>
    );
  }
  const trimmed = draft.trim();
  const submit = () => onSubmit(trimmed).then((saved) => saved && setDraft(null));
  const input = options ? (
    <AutoComplete
      aria-label={label}
      value={draft}
      options={options.map((o) => ({ value: o }))}
      onChange={setDraft}
      filterOption={(typed, option) => String(option?.value).toUpperCase().includes(typed.toUpperCase())}
      className="field-edit-input"
      autoFocus
    />
  ) : (
    <Input
      aria-label={label}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      className="field-edit-input"
      autoFocus
    />
  );
  return (
    <Flex gap="small" align="center" wrap>
      {input}
      <Button type="primary" disabled={!allowEmpty && !trimmed} loading={pending} onClick={submit}>
        {messages.update}
      </Button>
      <Button onClick={() => setDraft(null)}>{messages.cancel}</Button>
    </Flex>
  );
}
