import { countryName } from '@console/contracts/access';
import { type DeviceModel, modelCategoriesFor, modelFieldError } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { modelMetadataQuery } from '../api/get-model-metadata';
import { useSaveDeviceModel } from '../api/save-device-model';
import { useModelRules } from '../hooks/use-model-rules';
import {
  addBodyOf,
  draftOf,
  EMPTY_EXTRAS,
  EMPTY_VALUES,
  formValuesOf,
  type ModelFormValues,
  updateBodyOf,
} from '../model-form-values';
import { modelPaths } from '../model-paths';
import { CapabilityTabs } from './capability-tabs';
import { MatterFields } from './matter-fields';
import { ModelFields } from './model-fields';
import { ModelUpload } from './model-upload';
import { SwitchesEditor } from './switches-editor';

/** The add/edit form of a device model (spec 001 sections 2, 4 and 5). */
export function ModelForm({ mode, model }: { mode: 'add' | 'edit'; model?: DeviceModel }) {
  const [form] = Form.useForm<ModelFormValues>();
  const initial = useMemo(
    () => (model ? formValuesOf(model) : { values: EMPTY_VALUES, extras: EMPTY_EXTRAS }),
    [model],
  );
  const [extras, setExtras] = useState(initial.extras);
  const category = Form.useWatch('category', form) ?? initial.values.category ?? '';
  const { data: meta } = useQuery({ ...modelMetadataQuery(category), enabled: category !== '' });
  const { rule, ctx } = useModelRules(form, mode, meta, extras);
  const save = useSaveDeviceModel();
  const navigate = useNavigate();
  const user = useSession()?.user;
  const principal = usePrincipal();
  // Add offers only the categories whose models the product manager may edit (spec 001 section 6);
  // an edit keeps its model's category (disabled).
  const categories = useMemo(
    () =>
      mode === 'edit' || !principal
        ? (user?.allowedDeviceCategories ?? [])
        : modelCategoriesFor(principal, user?.allowedDeviceCategories ?? []),
    [mode, principal, user],
  );
  const countries = useMemo(() => {
    const codes = [...new Set((user?.permissions ?? []).map((p) => p.country.toUpperCase()))];
    return codes.map((c) => ({ value: c, label: countryName(c).toUpperCase() }));
  }, [user]);

  const prefill = (uploaded: Record<string, unknown>) => {
    const next = formValuesOf(uploaded);
    form.resetFields();
    form.setFieldsValue(next.values);
    setExtras(next.extras);
  };

  const submit = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const values = form.getFieldsValue(true);
    const draft = draftOf(values, extras);
    // Capability and switch problems show as alerts (spec 001 section 5).
    const problem =
      modelFieldError('devices', draft, ctx) ?? modelFieldError('controlCapabilities', draft, ctx);
    if (problem) return showAlert('danger', messages[problem]);
    const input =
      mode === 'add' || !model
        ? { mode: 'add' as const, body: addBodyOf(values, extras) }
        : { mode: 'edit' as const, modelId: model.modelId, body: updateBodyOf(values, extras) };
    save.mutate(input, {
      // The saved model's detail, with what was saved, and a success message.
      onSuccess: (saved) => {
        showAlert('success', mode === 'add' ? messages.modelAdded : messages.modelUpdated);
        navigate(modelPaths.byId(saved.modelId));
      },
      onError: (error) => {
        showAlert('danger', errorText(error, messages.modelSaveFailed));
        window.scrollTo({ top: 0 });
      },
    });
  };

  return (
    <ConsoleForm
      form={form}
      className="model-form"
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={initial.values}
      onFinish={submit}
    >
      <Flex vertical gap="middle">
        <Card>
          {mode === 'add' ? (
            <div className="form-upload">
              <ModelUpload onModel={prefill} />
            </div>
          ) : null}
          <ModelFields
            mode={mode}
            rule={rule}
            meta={meta}
            categories={categories}
            countries={countries}
            categoryChosen={category !== ''}
          />
          <MatterFields rule={rule} category={category} />
        </Card>
        {meta && meta.deviceTypes.length > 0 ? (
          <SwitchesEditor
            devices={extras.devices}
            types={meta.deviceTypes}
            onChange={(devices) => setExtras((e) => ({ ...e, devices }))}
          />
        ) : null}
        <Card>
          <CapabilityTabs
            meta={meta}
            control={extras.controlCapabilities}
            status={extras.statusCapabilitiesV2}
            onControlChange={(controlCapabilities) => setExtras((e) => ({ ...e, controlCapabilities }))}
            onStatusChange={(statusCapabilitiesV2) => setExtras((e) => ({ ...e, statusCapabilitiesV2 }))}
          />
        </Card>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {mode === 'add' ? messages.addDeviceModel : messages.updateDeviceModel}
          </Button>
          <Button onClick={() => navigate(modelPaths.search)}>{messages.cancel}</Button>
        </Flex>
      </Flex>
    </ConsoleForm>
  );
}
