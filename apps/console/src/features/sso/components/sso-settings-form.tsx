import { fillMessage, messages } from '@console/contracts/messages';
import { type SsoSettings, SsoSettingsBody } from '@console/contracts/sso';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormItemProps,
  Input,
  InputNumber,
  Modal,
  Row,
  Switch,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { showAlert } from '@/shared/ui/alert-store';
import { FieldSelect } from '@/shared/ui/field-select';
import { useSaveSsoSettings } from '../api/save-sso-settings';
import { bodyOf, fieldOfCode, formValuesOf, type SsoFormValues } from '../sso-form-values';
import { ClaimRules } from './claim-rules';

const check = (field: keyof SsoFormValues) => [zodFieldRule(SsoSettingsBody, [field])];

const text = (maxLength: number, placeholder?: string) => (
  <Input maxLength={maxLength} autoComplete="off" placeholder={placeholder} />
);

/** A field in half the row (all of it on a narrow screen), checked with the server's schema. */
const half = (
  name: keyof SsoFormValues,
  label: string,
  control: ReactNode,
  { rules = [], ...props }: Omit<FormItemProps, 'name' | 'label'> = {},
) => (
  <Col xs={24} md={12}>
    <Form.Item name={name} label={label} rules={[...rules, ...check(name)]} {...props}>
      {control}
    </Form.Item>
  </Col>
);

/**
 * The tenant's provider, who may still use a password, and the claim rules. Each field is checked
 * with the server's schema at its path, and a refusal of the server lands on the field it names;
 * nothing typed is lost either way. The secret box starts empty every time: the stored secret is
 * shown only as stored or not, and an empty box keeps it.
 */
export function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const [form] = Form.useForm<SsoFormValues>();
  const save = useSaveSsoSettings();
  // A secret is needed once single sign-on is on and none is stored yet: marked as required then.
  const secretNeeded = Form.useWatch('enabled', form) === true && !settings.clientSecretSet;
  const secretRule = {
    validator: async (_: unknown, typed: string | undefined) => {
      if (form.getFieldValue('enabled') && !settings.clientSecretSet && !typed?.trim())
        throw new Error(messages.ssoClientSecretRequired);
    },
  };
  const [modal, dialogs] = Modal.useModal();
  // Turning the requirement on changes how everyone signs in: asked once, naming who keeps a password.
  const confirmRequirement = async (values: SsoFormValues) =>
    !values.enabled ||
    !values.requireSso ||
    (settings.enabled && settings.requireSso) ||
    (await modal.confirm({
      title: messages.ssoRequireConfirmTitle,
      content: fillMessage(messages.ssoRequireConfirmText, {
        provider: values.providerName,
        accounts: values.breakGlass.join(', ') || '—',
      }),
      okText: messages.ssoRequireConfirmOk,
      cancelText: messages.cancel,
      autoFocusButton: 'cancel',
    })) === true;
  const submit = async (values: SsoFormValues) => {
    if (!(await confirmRequirement(values))) return;
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        form.setFieldsValue(formValuesOf(saved));
        showAlert('success', messages.ssoSettingsSaved);
      },
      onError: (error) => {
        const field = fieldOfCode(error instanceof ApiError ? error.code : undefined);
        if (field)
          form.setFields([{ name: field, errors: [errorText(error, messages.ssoSettingsSaveFailed)] }]);
      },
    });
  };
  const refusedAsAWhole =
    save.error && !fieldOfCode(save.error instanceof ApiError ? save.error.code : undefined);

  return (
    <ConsoleForm<SsoFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(settings)}
      onFinish={submit}
      onValuesChange={() => save.isError && save.reset()}
    >
      {dialogs}
      <Flex vertical gap="middle">
        <Card>
          <Form.Item name="enabled" label={messages.ssoEnabled} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Row gutter={16}>
            {half('providerName', messages.ssoProviderName, text(200), {
              required: true,
              extra: messages.ssoProviderNameHelp,
            })}
            {half('issuer', messages.ssoIssuer, text(500, 'https://'), { required: true })}
            {half('clientId', messages.ssoClientId, text(200), { required: true })}
            {half(
              'clientSecret',
              messages.ssoClientSecret,
              <Input.Password maxLength={500} autoComplete="new-password" />,
              {
                rules: [secretRule],
                required: secretNeeded,
                dependencies: ['enabled'],
                extra: (
                  <Tag color={settings.clientSecretSet ? 'green' : 'default'} className="sso-secret-state">
                    {settings.clientSecretSet
                      ? messages.ssoClientSecretKept
                      : messages.ssoClientSecretMissing}
                  </Tag>
                ),
              },
            )}
            {half('scopes', messages.ssoScopes, text(300))}
            {half('recheckMinutes', messages.ssoRecheckMinutes, <InputNumber style={{ width: '100%' }} />, {
              required: true,
            })}
          </Row>
          <Form.Item label={messages.ssoRedirectUri} style={{ marginBottom: 0 }}>
            <Typography.Text code copyable>
              {settings.redirectUri}
            </Typography.Text>
          </Form.Item>
        </Card>
        <Card>
          <Form.Item
            name="requireSso"
            label={messages.ssoRequireSso}
            valuePropName="checked"
            rules={check('requireSso')}
            dependencies={['enabled']}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="breakGlass"
            label={messages.ssoBreakGlass}
            extra={messages.ssoBreakGlassHelp}
            rules={check('breakGlass')}
            style={{ marginBottom: 0 }}
          >
            <FieldSelect mode="tags" tokenSeparators={[',', ' ']} notFoundContent={null} />
          </Form.Item>
        </Card>
        <Card title={<h2 className="card-title">{messages.ssoMappings}</h2>}>
          <Typography.Paragraph type="secondary">{messages.ssoMappingsHelp}</Typography.Paragraph>
          <ClaimRules />
        </Card>
        {refusedAsAWhole && (
          <Alert type="error" showIcon message={errorText(save.error, messages.ssoSettingsSaveFailed)} />
        )}
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {messages.save}
          </Button>
        </div>
      </Flex>
    </ConsoleForm>
  );
}
