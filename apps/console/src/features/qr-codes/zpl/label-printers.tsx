import { fillMessage, messages } from '@console/contracts/messages';
import { type LabelPrinter, PRINTER_PORT_DEFAULT, ZPL_DENSITIES } from '@console/contracts/qr-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, InputNumber, Select, Table } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { qrCodeKeys } from '../api/keys';
import { labelPrintersQuery, registerPrinter, removePrinter } from '../api/zpl-calls';

interface Values {
  name: string;
  host: string;
  port: number;
  dpi: number;
}

/**
 * The tenant's network label printers (issue 34): registered with a name, an address (private
 * addresses allowed: printers sit on the factory's network), the raw port (9100) and the native
 * density; the server sends ZPL to these and to no other address.
 */
export function LabelPrinters() {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const printers = useQuery(labelPrintersQuery());
  const refresh = () => client.invalidateQueries({ queryKey: qrCodeKeys.printers() });
  const add = useMutation({
    mutationFn: registerPrinter,
    onSuccess: () => {
      showAlert('success', messages.printerRegistered);
      form.resetFields();
      void refresh();
    },
    onError: (error) => showAlert('danger', errorText(error, messages.qrPrintFailed)),
  });
  const remove = useMutation({
    mutationFn: removePrinter,
    onSuccess: () => {
      showAlert('success', messages.printerRemoved);
      void refresh();
    },
    onError: (error) => showAlert('danger', errorText(error, messages.qrPrintFailed)),
  });

  const columns = [
    { title: messages.printerName, dataIndex: 'name', key: 'name' },
    { title: messages.printerHost, dataIndex: 'host', key: 'host' },
    { title: messages.printerPort, dataIndex: 'port', key: 'port' },
    { title: messages.printerDpi, dataIndex: 'dpi', key: 'dpi' },
    {
      title: '',
      key: 'remove',
      render: (_: unknown, p: LabelPrinter) => (
        <Button
          danger
          size="small"
          aria-label={fillMessage('{action} {name}', { action: messages.removePrinter, name: p.name })}
          onClick={() => remove.mutate(p.id)}
        >
          {messages.removePrinter}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <ConsoleForm
        form={form}
        name="label-printer"
        layout="vertical"
        initialValues={{ port: PRINTER_PORT_DEFAULT, dpi: 203 }}
        onFinish={(v: Values) => add.mutate(v)}
      >
        <Flex gap="middle" wrap align="end">
          <Form.Item
            name="name"
            label={messages.printerName}
            rules={[{ required: true, whitespace: true, message: messages.printerNameEmpty }]}
          >
            <Input maxLength={60} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="host"
            label={messages.printerHost}
            rules={[{ required: true, whitespace: true, message: messages.printerHostInvalid }]}
          >
            <Input maxLength={253} style={{ width: 200 }} placeholder="192.168.1.50" />
          </Form.Item>
          <Form.Item name="port" label={messages.printerPort} required>
            <InputNumber min={1} max={65535} precision={0} style={{ width: 110 }} />
          </Form.Item>
          {/* Not marked required: Ant Design puts aria-required on the select's outer box, which may not carry it. */}
          <Form.Item name="dpi" label={messages.printerDpi}>
            <Select
              style={{ width: 120 }}
              options={ZPL_DENSITIES.map((d) => ({ value: d, label: String(d) }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {messages.registerPrinter}
            </Button>
          </Form.Item>
        </Flex>
      </ConsoleForm>
      <Table<LabelPrinter>
        rowKey="id"
        size="small"
        className="qr-printers"
        columns={columns}
        dataSource={printers.data?.printers ?? []}
        loading={printers.isLoading}
        pagination={false}
      />
    </Flex>
  );
}
