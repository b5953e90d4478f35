import { fillMessage, messages } from '@console/contracts/messages';
import {
  nearestZplDensity,
  ZPL_DENSITIES,
  ZPL_REASON_MAX,
  ZPL_STATION_MAX,
  type ZplPrintBody,
  type ZplPrintResult,
  ZplReprintRefusal,
} from '@console/contracts/qr-codes';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { saveBlob } from '@/shared/files/save-blob';
import { formatFigure } from '@/shared/format/figures';
import { showAlert } from '@/shared/ui/alert-store';
import { labelPrintersQuery, printZpl } from '../api/zpl-calls';
import { printOverUsb, webUsbAvailable } from './web-usb';

/** What to print: the tab's model and serial numbers and its copies and spacings. */
export type ZplRequest = Omit<ZplPrintBody, 'dpi' | 'target' | 'printerId' | 'station' | 'reason'>;

interface Values {
  dpi: number;
  to: string;
  station: string;
}

const STATION_KEY = 'qr.zpl.station';
const FILE = 'file';
const USB = 'usb';

/** The serials a reprint's refusal names ('Printed before (25): … and 5 more'); empty when it names none. */
function printedBeforeText(body: unknown): string {
  const refusal = ZplReprintRefusal.safeParse(body);
  if (!refusal.success || refusal.data.printedBefore.length === 0) return '';
  const { printedBefore, printedBeforeCount } = refusal.data;
  const listed = printedBefore.join(', ');
  const more = printedBeforeCount - printedBefore.length;
  return fillMessage(messages.zplReprintOf, {
    count: formatFigure(printedBeforeCount),
    serials:
      more > 0 ? fillMessage(messages.zplReprintMore, { serials: listed, more: formatFigure(more) }) : listed,
  });
}

/**
 * ZPL beside the PNG print (issue 34): a density, where to print (a file, a USB printer over
 * WebUSB, or a registered network printer) and the station. The server makes the ZPL from the
 * units' records and counts the print; a serial printed before asks for a reason first.
 */
export function ZplPrintPanel({
  request,
  formDpi,
  disabled,
}: {
  /** What to print, or null when there is nothing; its `source` also names the form (ids stay unique per tab). */
  request: () => ZplRequest | null;
  formDpi: number | null | undefined;
  disabled?: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const printers = useQuery(labelPrintersQuery());
  const [busy, setBusy] = useState(false);
  const [reprint, setReprint] = useState<{ body: ZplPrintBody; printedBefore: string } | null>(null);
  const [reason, setReason] = useState('');
  const to = Form.useWatch('to', form) ?? FILE;
  const usbMissing = to === USB && !webUsbAvailable();

  async function deliver(result: ZplPrintResult, target: string) {
    if (target === FILE) {
      saveBlob(new Blob([result.zpl], { type: 'application/octet-stream' }), result.fileName);
      showAlert('success', fillMessage(messages.zplDownloaded, { count: result.printed }));
    } else {
      if (target === USB) await printOverUsb(result.zpl);
      showAlert('success', fillMessage(messages.zplPrinted, { count: result.printed }));
    }
    const failed = result.rows.filter((r) => r.status === 'Failure');
    if (failed.length > 0)
      showAlert(
        'danger',
        failed.map((r) => `${r.productSerialNumber ?? r.modelId}: ${r.reasonOfFailure}`).join('; '),
      );
  }

  async function send(body: ZplPrintBody) {
    setBusy(true);
    try {
      await deliver(await printZpl(body), body.target);
      setReprint(null);
      setReason('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'zplReprintReasonNeeded')
        setReprint({ body, printedBefore: printedBeforeText(error.body) });
      else
        showAlert(
          'danger',
          error instanceof ApiError
            ? errorText(error, messages.qrPrintFailed)
            : String((error as Error).message),
        );
    } finally {
      setBusy(false);
    }
  }

  function submit(values: Values) {
    const what = request();
    if (!what) return;
    localStorage.setItem(STATION_KEY, values.station.trim());
    const network = values.to !== FILE && values.to !== USB;
    void send({
      ...what,
      dpi: values.dpi,
      station: values.station.trim(),
      target: network ? 'network' : (values.to as 'file' | 'usb'),
      ...(network ? { printerId: values.to } : {}),
    });
  }

  const targets = [
    { value: FILE, label: messages.zplTargetFile },
    { value: USB, label: messages.zplTargetUsb },
    ...(printers.data?.printers ?? []).map((p) => ({
      value: p.id,
      label: `${p.name} (${p.host}:${p.port}, ${p.dpi} dpi)`,
    })),
  ];
  const chosen = printers.data?.printers.find((p) => p.id === to);
  return (
    <Card size="small" title={messages.zplSection} className="qr-zpl">
      <Form
        form={form}
        name={`zpl-${request()?.source ?? 'labels'}`}
        layout="inline"
        onFinish={submit}
        initialValues={{
          dpi: nearestZplDensity(formDpi ?? 0),
          to: FILE,
          station: localStorage.getItem(STATION_KEY) ?? '',
        }}
      >
        <Form.Item name="dpi" label={messages.zplDensity}>
          <Select
            style={{ width: 110 }}
            disabled={Boolean(chosen)}
            options={ZPL_DENSITIES.map((d) => ({ value: d, label: `${d} dpi` }))}
          />
        </Form.Item>
        <Form.Item name="to" label={messages.zplTarget}>
          <Select
            style={{ width: 300 }}
            options={targets}
            loading={printers.isLoading}
            // A network printer prints at its own density: the field shows it.
            onChange={(id: string) => {
              const printer = printers.data?.printers.find((p) => p.id === id);
              if (printer) form.setFieldValue('dpi', printer.dpi);
            }}
          />
        </Form.Item>
        <Form.Item
          name="station"
          label={messages.zplStation}
          rules={[{ required: true, whitespace: true, message: messages.zplStationEmpty }]}
        >
          <Input maxLength={ZPL_STATION_MAX} style={{ width: 160 }} className="qr-zpl-station" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" type="primary" loading={busy} disabled={disabled || usbMissing}>
            {to === FILE ? messages.downloadZpl : messages.printZpl}
          </Button>
        </Form.Item>
      </Form>
      {usbMissing ? <div className="qr-zpl-usb-missing">{messages.webUsbUnavailable}</div> : null}
      <Modal
        open={reprint !== null}
        title={messages.zplReprintTitle}
        okText={messages.printZpl}
        okButtonProps={{ disabled: !reason.trim(), loading: busy }}
        onCancel={() => setReprint(null)}
        onOk={() => reprint && void send({ ...reprint.body, reason: reason.trim() })}
      >
        <p>{messages.zplReprintReasonNeeded}</p>
        {reprint?.printedBefore ? <p className="qr-zpl-printed-before">{reprint.printedBefore}</p> : null}
        <label htmlFor="zpl-reprint-reason">{messages.zplReprintReason}</label>
        <Input.TextArea
          id="zpl-reprint-reason"
          value={reason}
          maxLength={ZPL_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
