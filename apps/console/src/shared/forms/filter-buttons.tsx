import { messages } from '@console/contracts/messages';
import { Button, Form, type FormInstance } from 'antd';

/**
 * A filter form's Filter (submits) and Reset (clears the form and shows everything again) buttons,
 * each a form item so they line up in an inline form; `noStyle` gives the bare buttons, for a form
 * that lays its buttons out in a row of its own (beside a Download, say).
 */
export function FilterButtons({
  form,
  onReset,
  filterLabel = messages.filter,
  noStyle = false,
}: {
  form: FormInstance;
  onReset: () => void;
  filterLabel?: string;
  noStyle?: boolean;
}) {
  return (
    <>
      <Form.Item noStyle={noStyle}>
        <Button type="primary" htmlType="submit">
          {filterLabel}
        </Button>
      </Form.Item>
      <Form.Item noStyle={noStyle}>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {messages.reset}
        </Button>
      </Form.Item>
    </>
  );
}
