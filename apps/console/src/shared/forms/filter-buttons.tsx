import { messages } from '@console/contracts/messages';
import { Button, Form, type FormInstance } from 'antd';

/**
 * A filter form's Filter (submits) and Reset (clears the form and shows everything again) buttons,
 * each a form item so they line up in an inline form.
 */
export function FilterButtons({
  form,
  onReset,
  filterLabel = messages.filter,
}: {
  form: FormInstance;
  onReset: () => void;
  filterLabel?: string;
}) {
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {filterLabel}
        </Button>
      </Form.Item>
      <Form.Item>
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
