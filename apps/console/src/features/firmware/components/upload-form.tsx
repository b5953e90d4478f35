import { chipTypesFor } from '@console/contracts/device-models';
import {
  DEFAULT_CHIP_TYPE,
  FIRMWARE_EXTENSIONS,
  type FirmwareUploadErrors,
  firmwareUploadErrors,
} from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Progress, Radio, Select, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { useModelNumbers } from '@/shared/api/model-numbers';
import { ConsoleForm } from '@/shared/forms/console-form';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { firmwareKeys } from '../api/keys';
import { uploadFirmwareRequest } from '../api/upload-firmware';

type Kind = 'factory' | 'fota';

interface Values {
  category?: string;
  brand?: string;
  modelNumber?: string;
  chipType: string;
  firmwareVersion: string;
  isMandatoryVersion?: string;
  image?: File;
  signature?: File;
}

const TEXT = {
  factory: { done: messages.factoryUploaded, failed: messages.factoryUploadFailed },
  fota: { done: messages.fotaUploaded, failed: messages.fotaUploadFailed },
};
/** Spec 001 section 9: chip type ESPWIFI and is-mandatory false unless chosen (factory sends no is-mandatory). */
const EMPTY: Values = { chipType: DEFAULT_CHIP_TYPE, firmwareVersion: '', isMandatoryVersion: 'false' };

/** Upload Firmware (spec 001 sections 2, 4, 5): checked on blur and on submit, progress while sending. */
export function UploadForm({ kind }: { kind: Kind }) {
  const user = useSession()?.user;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FirmwareUploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const models = useModelNumbers(kind === 'fota' ? values.category : undefined, values.brand);
  const ext = FIRMWARE_EXTENSIONS[kind];

  const check = (v: Values) =>
    firmwareUploadErrors({ kind, ...v, imageName: v.image?.name, signatureName: v.signature?.name });
  /** Changes values; a message already shown is checked again, so a fixed field loses it at once. */
  const set = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const now = check(next);
    setErrors(
      (shown) =>
        Object.fromEntries(
          Object.keys(shown).map((k) => [k, now[k as keyof FirmwareUploadErrors]]),
        ) as FirmwareUploadErrors,
    );
  };
  const blur = (field: keyof FirmwareUploadErrors) =>
    setErrors((e) => ({ ...e, [field]: check(values)[field] }));

  const submit = async () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.image || !values.signature) return;
    const fields: Record<string, string> =
      kind === 'factory'
        ? {
            category: values.category ?? '',
            brand: values.brand ?? '',
            chipType: values.chipType,
            firmwareVersion: values.firmwareVersion,
          }
        : {
            modelNumber: values.modelNumber ?? '',
            firmwareVersion: values.firmwareVersion,
            isMandatoryVersion: values.isMandatoryVersion ?? '',
            chipType: values.chipType,
          };
    setProgress(0);
    try {
      const [first] = await uploadFirmwareRequest(fields, values.image, values.signature, setProgress);
      if (first?.status !== 'CREATED') throw new Error(first?.message ?? TEXT[kind].failed);
      showAlert('success', TEXT[kind].done);
      setValues(EMPTY);
      setFormKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: firmwareKeys.all });
    } catch (error) {
      showAlert(
        'danger',
        error instanceof Error && !('status' in error) ? error.message : errorText(error, TEXT[kind].failed),
      );
    } finally {
      setProgress(null);
    }
  };

  const item = (name: keyof FirmwareUploadErrors | 'chipType', label: string, control: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={`${kind}-upload-${name}`}
      required={name !== 'chipType'}
      validateStatus={name !== 'chipType' && errors[name] ? 'error' : undefined}
      help={name !== 'chipType' ? errors[name] : undefined}
    >
      {control}
    </Form.Item>
  );
  const select = (
    name: 'category' | 'brand' | 'modelNumber' | 'chipType',
    list: readonly string[],
    onChange: (v: string) => void,
  ) => (
    <Select
      id={`${kind}-upload-${name}`}
      placeholder={messages.selectPlaceholder}
      value={values[name]}
      options={list.map((v) => ({ value: v, label: v }))}
      onChange={onChange}
      onBlur={() => name !== 'chipType' && blur(name)}
      loading={name === 'modelNumber' && models.isFetching}
    />
  );
  /** A file picker (AntD Upload, nothing sent until Upload): the chosen file is shown and can be removed. */
  const file = (name: 'image' | 'signature', accept: string) => (
    <Upload
      id={`${kind}-upload-${name}`}
      accept={accept}
      maxCount={1}
      beforeUpload={() => false}
      fileList={values[name] ? [{ uid: name, name: values[name].name, status: 'done' }] : []}
      onChange={({ fileList }) => {
        const chosen = fileList.at(-1)?.originFileObj as File | undefined;
        set({ [name]: chosen });
        setErrors((er) => ({ ...er, [name]: check({ ...values, [name]: chosen })[name] }));
      }}
    >
      <Button>{messages.chooseFile}</Button>
    </Upload>
  );

  return (
    <ConsoleForm key={formKey} layout="vertical" className="upload-form" onFinish={submit}>
      {item(
        'category',
        messages.category,
        select('category', user?.allowedDeviceCategories ?? [], (v) =>
          set({ category: v, modelNumber: undefined }),
        ),
      )}
      {item(
        'brand',
        messages.brand,
        select('brand', user?.allowCompanyBrand ?? [], (v) => set({ brand: v, modelNumber: undefined })),
      )}
      {kind === 'fota'
        ? item(
            'modelNumber',
            messages.modelNumber,
            select('modelNumber', models.data ?? [], (v) => set({ modelNumber: v })),
          )
        : null}
      {item(
        'chipType',
        messages.chipType,
        select('chipType', chipTypesFor(values.category ?? ''), (v) => set({ chipType: v })),
      )}
      {item(
        'firmwareVersion',
        messages.firmwareVersion,
        <Input
          id={`${kind}-upload-firmwareVersion`}
          value={values.firmwareVersion}
          placeholder="1.0"
          onChange={(e) => set({ firmwareVersion: e.target.value.trim() })}
          onBlur={() => blur('firmwareVersion')}
        />,
      )}
      {kind === 'fota'
        ? item(
            'isMandatoryVersion',
            messages.isMandatoryVersion,
            <Radio.Group
              id={`${kind}-upload-isMandatoryVersion`}
              value={values.isMandatoryVersion}
              onChange={(e) => set({ isMandatoryVersion: e.target.value })}
              options={[
                { value: 'true', label: 'True' },
                { value: 'false', label: 'False' },
              ]}
            />,
          )
        : null}
      {item('image', `${messages.firmwareImage} (${ext.image})`, file('image', ext.image))}
      {item(
        'signature',
        `${messages.signatureFile} (${ext.signature})`,
        file('signature', ext.signature.replace(/^.*(\.[^.]+)$/, '$1')),
      )}
      {progress !== null ? <Progress percent={progress} aria-label={messages.uploadFirmware} /> : null}
      <Button type="primary" htmlType="submit" loading={progress !== null}>
        {messages.upload}
      </Button>
    </ConsoleForm>
  );
}
