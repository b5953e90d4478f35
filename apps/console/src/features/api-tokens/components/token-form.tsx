import { dataCountryName, type RuleName } from '@console/contracts/access';
import {
  CreateApiTokenBody,
  TOKEN_PRESETS,
  TOKEN_RULE_LABELS,
  type TokenPreset,
  tokenRulesFor,
} from '@console/contracts/api-tokens';
import { messages } from '@console/contracts/messages';
import { Button, Checkbox, Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { useCreateToken } from '../api/api-token-calls';

interface Values {
  name: string;
  /** A number once the text is one; other text stays as typed, for the rule to refuse. */
  expiresInDays: number | string;
  preset: TokenPreset | 'custom';
  rules: RuleName[];
  readOnly: boolean;
  countries: string[];
  categories: string[];
  brands: string[];
}

const PRESET_LABELS: Record<TokenPreset | 'custom', string> = {
  firmwareUpload: messages.tokenPresetFirmwareUpload,
  lineTest: messages.tokenPresetLineTest,
  readOnlySupport: messages.tokenPresetReadOnlySupport,
  custom: messages.tokenPresetCustom,
};

/**
 * The expiry as typed: a whole number becomes one, anything else stays text, so 0, 100000 or
 * 'abc' reach the rule and its message (a number input would clamp or drop them silently).
 */
const typedDays = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

const body = (v: Values) => ({
  name: v.name,
  expiresInDays: Number(v.expiresInDays),
  rules: v.rules,
  readOnly: v.readOnly,
  scope: {
    ...(v.countries?.length && { countries: v.countries }),
    ...(v.categories?.length && { categories: v.categories }),
    ...(v.brands?.length && { brands: v.brands }),
  },
});

/**
 * A new token: its name, expiry, the permissions it is given (only those the person holds, a preset
 * to start from), read-only, and a data scope narrowed from theirs. `onCreated` gets the answer with
 * the token's secret, which the page shows once.
 */
export function TokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const [form] = Form.useForm<Values>();
  const principal = usePrincipal();
  const user = useSession()?.user;
  const create = useCreateToken();
  const mine = principal ? tokenRulesFor(principal) : [];
  const presets = (Object.keys(TOKEN_PRESETS) as TokenPreset[]).filter((p) =>
    TOKEN_PRESETS[p].rules.every((r) => mine.includes(r)),
  );
  const pick = (preset: TokenPreset | 'custom') => {
    if (preset === 'custom') return;
    form.setFieldsValue({
      rules: [...TOKEN_PRESETS[preset].rules],
      readOnly: TOKEN_PRESETS[preset].readOnly,
    });
  };
  const validate = (path: keyof Values) => zodFieldRule(CreateApiTokenBody, [path]);

  return (
    <ConsoleForm<Values>
      form={form}
      layout="vertical"
      initialValues={{
        expiresInDays: 90,
        preset: 'custom',
        rules: [],
        readOnly: false,
        countries: [],
        categories: [],
        brands: [],
      }}
      onFinish={(values) =>
        create.mutate(body(values), {
          onSuccess: (made) => {
            form.resetFields();
            onCreated(made.token);
          },
        })
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={messages.tokenName} required rules={[validate('name')]}>
            <Input maxLength={100} autoComplete="off" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="expiresInDays"
            label={messages.tokenExpiresInDays}
            required
            rules={[validate('expiresInDays')]}
            normalize={typedDays}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="preset" label={messages.tokenPreset}>
        <Radio.Group onChange={(e) => pick(e.target.value)}>
          {[...presets, 'custom' as const].map((p) => (
            <Radio.Button key={p} value={p}>
              {PRESET_LABELS[p]}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="rules" label={messages.tokenRules} required rules={[validate('rules')]}>
        <Checkbox.Group>
          <Row gutter={[8, 4]}>
            {mine.map((r) => (
              <Col key={r} xs={24} sm={12} lg={8}>
                <Checkbox value={r}>{TOKEN_RULE_LABELS[r] ?? r}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="readOnly" label={messages.tokenReadOnlyLabel} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Typography.Text strong>{messages.tokenScope}</Typography.Text>
      <Typography.Paragraph type="secondary">{messages.tokenScopeHelp}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="countries" label={messages.tokenCountries}>
            <Select
              mode="multiple"
              allowClear
              options={(user?.allowedCountries ?? []).map((c) => ({
                value: c.toLowerCase(),
                label: dataCountryName(c),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="categories" label={messages.tokenCategories}>
            <Select
              mode="multiple"
              allowClear
              options={(user?.allowedDeviceCategories ?? []).map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="brands" label={messages.tokenBrands}>
            <Select
              mode="multiple"
              allowClear
              options={(user?.allowCompanyBrand ?? []).map((b) => ({ value: b, label: b }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {create.error && (
        <Typography.Paragraph type="danger">
          {errorText(create.error, messages.tokensLoadFailed)}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {messages.createToken}
      </Button>
    </ConsoleForm>
  );
}
