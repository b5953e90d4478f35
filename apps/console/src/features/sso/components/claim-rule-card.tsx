import { DeleteOutlined } from '@ant-design/icons';
import { COUNTRY_NAMES, levelOf, ROLES } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import { SsoSettingsBody } from '@console/contracts/sso';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { useSession } from '@/shared/session/use-session';
import { FieldSelect } from '@/shared/ui/field-select';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));
/** The permission countries of spec 000 section 6, by name: a closed list, so no typo becomes a scope. */
const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES).map(([value, label]) => ({ value, label }));

const optionsOf = (values: readonly string[] = []) =>
  [...new Set(values.map((v) => v.toUpperCase()))].map((v) => ({ value: v, label: v }));

type Key = 'claim' | 'value' | 'roles' | 'countries' | 'categories' | 'brands';

/**
 * One claim rule: the claim and value it matches, the roles it gives (the level shown follows from
 * them) and its data scope: countries × brands with categories, the countries from the spec's list,
 * categories and brands offered from the admin's own and open to others (typed, then Enter). Each field is checked with the server's schema at its path
 * and named with the rule's number for assistive technology.
 */
export function ClaimRuleCard({
  index,
  name,
  onRemove,
}: {
  index: number;
  name: number;
  onRemove: () => void;
}) {
  const user = useSession()?.user;
  const rule = fillMessage(messages.ssoMappingNumber, { n: index + 1 });
  const named = (what: string) => `${rule}: ${what}`;
  const item = (key: Key, label: string, span: number, control: ReactNode, required = false) => (
    <Col key={key} xs={24} md={span}>
      <Form.Item
        name={[name, key]}
        label={label}
        required={required}
        rules={[zodFieldRule(SsoSettingsBody, ['mappings', name, key])]}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const text = (key: Key, label: string) =>
    item(key, label, 6, <Input aria-label={named(label)} autoComplete="off" />, true);
  const tags = (key: Key, label: string, options: { value: string; label: string }[]) =>
    item(
      key,
      label,
      8,
      <FieldSelect mode="tags" aria-label={named(label)} options={options} tokenSeparators={[',', ' ']} />,
    );

  return (
    <Card
      size="small"
      title={<h3 className="sso-rule-title">{rule}</h3>}
      extra={
        <Button
          icon={<DeleteOutlined aria-hidden />}
          aria-label={named(messages.ssoRemoveMapping)}
          onClick={onRemove}
        >
          {messages.ssoRemoveMapping}
        </Button>
      }
    >
      <Row gutter={16}>
        {text('claim', messages.ssoMappingClaim)}
        {text('value', messages.ssoMappingValue)}
        {item(
          'roles',
          messages.ssoMappingRoles,
          9,
          <FieldSelect mode="multiple" aria-label={named(messages.ssoMappingRoles)} options={ROLE_OPTIONS} />,
          true,
        )}
        <Col xs={24} md={3}>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => (
              <div className="sso-rule-level">
                <Typography.Text type="secondary">{messages.ssoMappingLevel}</Typography.Text>
                <Typography.Text strong>
                  {levelOf(getFieldValue(['mappings', name, 'roles']) ?? [])}
                </Typography.Text>
              </div>
            )}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16} className="sso-rule-scope">
        {item(
          'countries',
          messages.ssoMappingCountries,
          8,
          <FieldSelect
            mode="multiple"
            aria-label={named(messages.ssoMappingCountries)}
            options={COUNTRY_OPTIONS}
            optionFilterProp="label"
          />,
        )}
        {tags('categories', messages.ssoMappingCategories, optionsOf(user?.allowedDeviceCategories))}
        {tags('brands', messages.ssoMappingBrands, optionsOf(user?.allowCompanyBrand))}
      </Row>
    </Card>
  );
}
