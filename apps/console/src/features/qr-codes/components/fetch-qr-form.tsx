import { matterIdText } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import {
  firstQrError,
  QR_MODEL_TAGS_SHOWN,
  type QrField,
  type QrLabel,
  qrFetchErrors,
} from '@console/contracts/qr-codes';
import { Button, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { CategoryBrandFields } from '@/shared/ui/category-brand-fields';
import { ModelIdSelect } from '@/shared/ui/model-id-select';
import { ScanButton } from '@/shared/ui/scanner/scan-button';
import { fetchQrLabel } from '../api/fetch-qr-code';
import { printQueryOf, QR_FORM_DEFAULTS, type QrFormValues, rulesFieldsOf } from '../qr-form-values';
import { fillFromScan } from '../scan-fetch';
import { ZplPrintPanel } from '../zpl/zpl-print-panel';
import { zplRequestOf } from '../zpl/zpl-request';
import { PrintSettingsFields } from './print-settings-fields';
import { QrPrintArea } from './qr-print-area';

type Values = QrFormValues & { by: 'psn' | 'model' };

/** Fetch and Print QR Code (spec 002 sections 2 and 5): by PSN or by model, with the webcam scanner. */
export function FetchQrForm() {
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'psn';
  const category = Form.useWatch('category', form) ?? '';
  const brand = Form.useWatch('brand', form) ?? '';
  const isMatter = (Form.useWatch('matter', form) ?? 'matter') === 'matter';
  const [found, setFound] = useState<{ label: QrLabel; values: Values } | null>(null);
  const [printing, setPrinting] = useState<QrLabel | null>(null);
  const [busy, setBusy] = useState(false);

  const errorsOf = (v: Values) => qrFetchErrors(rulesFieldsOf(v), v.by ?? 'psn');
  const rule = (field: QrField) => ({
    validator: async () => {
      const message = errorsOf(form.getFieldsValue(true) as Values)[field];
      if (message) throw new Error(message);
    },
  });

  // Spec 002 section 7's qrimage=true goes with Print QR Code, not with Get QR Code Details: a look-up
  // draws and records no label, so QR Code Count counts labels printed (decision 0032).
  const queryOf = (v: Values, qrimage: boolean) => ({
    ...printQueryOf(v),
    qrimage: qrimage ? ('true' as const) : ('false' as const),
    ...(v.by === 'psn'
      ? { psn: v.productSerialNumber?.trim() }
      : {
          modelId: v.modelId,
          category: v.category,
          brand: v.brand,
          isMatter: v.matter === 'matter' ? ('true' as const) : ('false' as const),
        }),
  });

  async function submit(values: Values) {
    const error = firstQrError(errorsOf(values));
    if (error) return showAlert('danger', error);
    setBusy(true);
    setPrinting(null);
    try {
      setFound({ label: await fetchQrLabel(queryOf(values, false)), values });
    } catch (e) {
      setFound(null);
      showAlert('danger', errorText(e, messages.qrPrintFailed));
    } finally {
      setBusy(false);
    }
  }

  async function print() {
    if (!found) return;
    setBusy(true);
    try {
      setPrinting(await fetchQrLabel(queryOf(found.values, true)));
      // The print area renders first; the dialog prints it.
      requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
    } catch (e) {
      showAlert('danger', errorText(e, messages.qrPrintFailed));
    } finally {
      setBusy(false);
    }
  }

  async function scanned(text: string) {
    const fill = await fillFromScan(text, by);
    if (fill.kind === 'error') return showAlert('danger', fill.message);
    if (fill.kind === 'psn') form.setFieldsValue({ productSerialNumber: fill.productSerialNumber });
    else
      form.setFieldsValue({
        category: fill.category.toUpperCase(),
        brand: fill.brand.toUpperCase(),
        matter: fill.isMatter ? 'matter' : 'nonMatter',
        modelId: fill.modelId,
      });
    showAlert('success', messages.scanSuccessful);
  }

  const reset = () => {
    form.resetFields();
    setFound(null);
    setPrinting(null);
  };

  const label = found?.label;
  return (
    <Flex vertical gap="middle">
      <ConsoleForm
        form={form}
        layout="vertical"
        initialValues={{ ...QR_FORM_DEFAULTS, by: 'psn' }}
        onFinish={submit}
      >
        <Form.Item name="by">
          <Radio.Group onChange={() => setFound(null)}>
            <Radio value="psn">{messages.searchByPsn}</Radio>
            <Radio value="model">{messages.searchByModel}</Radio>
          </Radio.Group>
        </Form.Item>
        {by === 'psn' ? (
          <Form.Item
            name="productSerialNumber"
            label={messages.qrProductSerialNumber}
            required
            rules={[rule('productSerialNumber')]}
          >
            <Input allowClear className="qr-serial" />
          </Form.Item>
        ) : (
          <>
            <CategoryBrandFields
              onChange={() => form.setFieldValue('modelId', undefined)}
              rule={(f) => rule(f === 'category' ? 'category' : 'brand')}
            />
            <Form.Item name="matter">
              <Radio.Group onChange={() => form.setFieldValue('modelId', undefined)}>
                <Radio value="matter">{messages.matterEnabled}</Radio>
                <Radio value="nonMatter">{messages.nonMatterEnabled}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="modelId" label={messages.qrModelNumber} required rules={[rule('modelId')]}>
              <ModelIdSelect
                category={category}
                brand={brand}
                isMatter={isMatter}
                listBy="modelNumber"
                maxTags={QR_MODEL_TAGS_SHOWN}
              />
            </Form.Item>
          </>
        )}
        <PrintSettingsFields rule={rule} />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={busy}>
            {messages.getQrCodeDetails}
          </Button>
          <Button onClick={reset}>{messages.reset}</Button>
          <ScanButton onScanned={(text) => void scanned(text)} />
        </Flex>
      </ConsoleForm>
      {label ? (
        <Flex vertical gap="small" className="qr-details">
          <Typography.Title level={2} className="section-title">
            {messages.psnDetails}
          </Typography.Title>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={messages.category}>{label.category}</Descriptions.Item>
            <Descriptions.Item label={messages.modelIdLabel}>{label.modelId}</Descriptions.Item>
            <Descriptions.Item label={messages.matterEnabled}>
              {label.isMatter ? 'True' : 'False'}
            </Descriptions.Item>
            <Descriptions.Item label={messages.productId}>{matterIdText(label.productId)}</Descriptions.Item>
            <Descriptions.Item label={messages.qrCodeLabel}>{label.qrCode}</Descriptions.Item>
          </Descriptions>
          <div>
            <Button type="primary" onClick={() => void print()} loading={busy}>
              {messages.printQrCode}
            </Button>
          </div>
          <ZplPrintPanel
            formDpi={found?.values.dpi}
            request={() =>
              found &&
              // By PSN the form has no category or brand: the label's own, as the server checks them.
              zplRequestOf(
                'fetch',
                {
                  ...found.values,
                  category: label.category,
                  brand: label.brand,
                  matter: label.isMatter ? 'matter' : 'nonMatter',
                },
                {
                  modelId: label.modelId,
                  productSerialNumbers: label.productSerialNumber ? [label.productSerialNumber] : [],
                },
              )
            }
          />
        </Flex>
      ) : null}
      {printing ? (
        <QrPrintArea
          labels={[{ ...printing, key: 'fetched' }]}
          copies={found?.values.copies ?? undefined}
          horizontalSpacingMm={found?.values.horizontalSpacingMm ?? 0}
          qrSpacingMm={found?.values.qrSpacingMm ?? undefined}
          verticalSpacingMm={found?.values.verticalSpacingMm ?? undefined}
        />
      ) : null}
    </Flex>
  );
}
