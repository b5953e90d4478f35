import { DATA_COUNTRY_NAMES, dataCountryName } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { CreateRolloutBody } from '@console/contracts/rollouts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useModelNumbers } from '@/shared/api/model-numbers';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { useSession } from '@/shared/session/use-session';
import { FieldSelect } from '@/shared/ui/field-select';
import { fotaVersionsQuery } from '../api/list-fota-versions';
import type { RolloutFormValues } from '../rollout-form-values';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const rule = (name: keyof RolloutFormValues) => zodFieldRule(CreateRolloutBody, [name]);
const PRIORITIES = [
  { value: 'high', label: messages.rolloutPriorityHigh },
  { value: 'low', label: messages.rolloutPriorityLow },
];

/**
 * Name and target: the model chosen from the models of a category and brand in the person's scope
 * (as Notify Device does), a FOTA version uploaded for it, and the optional narrowing by version
 * and country; priority.
 */
export function TargetFields({ form }: { form: FormInstance<RolloutFormValues> }) {
  const user = useSession()?.user;
  const category: string = Form.useWatch('categoryName', form) ?? '';
  const brand: string = Form.useWatch('brandName', form) ?? '';
  const model: string = Form.useWatch('modelNumber', form) ?? '';
  const models = useModelNumbers(category, brand);
  const versions = useQuery(fotaVersionsQuery(category, brand, model));
  const noVersions = Boolean(model) && versions.isSuccess && versions.data.length === 0;
  const countries = user?.allowedCountries.length ? user.allowedCountries : Object.keys(DATA_COUNTRY_NAMES);
  const scope = [
    {
      name: 'categoryName',
      label: messages.category,
      empty: messages.categoryEmpty,
      values: user?.allowedDeviceCategories,
    },
    { name: 'brandName', label: messages.brand, empty: messages.brandEmpty, values: user?.allowCompanyBrand },
  ] as const;
  const clear =
    (...names: (keyof RolloutFormValues)[]) =>
    () =>
      form.setFieldsValue(Object.fromEntries(names.map((n) => [n, undefined])));

  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item name="name" label={messages.rolloutNameLabel} required rules={[rule('name')]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      {scope.map((f) => (
        <Col span={8} key={f.name}>
          <Form.Item name={f.name} label={f.label} required rules={[{ required: true, message: f.empty }]}>
            <FieldSelect
              showSearch
              placeholder={messages.selectPlaceholder}
              options={options(f.values ?? [])}
              onChange={clear('modelNumber', 'firmwareVersion')}
            />
          </Form.Item>
        </Col>
      ))}
      <Col span={8}>
        <Form.Item name="modelNumber" label={messages.modelNumber} required rules={[rule('modelNumber')]}>
          <FieldSelect
            showSearch
            placeholder={messages.selectPlaceholder}
            loading={models.isFetching}
            disabled={!category || !brand}
            options={options(models.data ?? [])}
            onChange={clear('firmwareVersion')}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="firmwareVersion"
          label={messages.rolloutTargetVersion}
          required
          rules={[rule('firmwareVersion')]}
          help={noVersions ? messages.rolloutNoFotaVersions : undefined}
          validateStatus={noVersions ? 'warning' : undefined}
        >
          <FieldSelect
            showSearch
            placeholder={messages.selectPlaceholder}
            loading={versions.isFetching}
            disabled={!model}
            options={options(versions.data ?? [])}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="fromVersion" label={messages.rolloutFromVersion} rules={[rule('fromVersion')]}>
          <Input placeholder="1.0" maxLength={32} />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item name="countries" label={messages.rolloutCountries}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={messages.selectPlaceholder}
            options={countries.map((c) => ({ value: c, label: dataCountryName(c) }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="priority" label={messages.priority}>
          <FieldSelect options={PRIORITIES} />
        </Form.Item>
      </Col>
    </Row>
  );
}
