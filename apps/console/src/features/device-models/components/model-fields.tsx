import type { DeviceModelMetadata, MetadataItem, ModelField } from '@console/contracts/device-models';
import { HELP_DOC_URL_PLACEHOLDER, LAUNCH_WINDOW_DAYS } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMATS } from '@/shared/format/dates';
import { FieldAutoComplete, FieldSelect } from './field-select';

interface Props {
  mode: 'add' | 'edit';
  rule: (field: ModelField) => Rule[];
  meta: DeviceModelMetadata | undefined;
  categories: readonly string[];
  countries: readonly { value: string; label: string }[];
  categoryChosen: boolean;
}

const optionsOf = (items: readonly MetadataItem[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.name, label: i.name.toUpperCase() }));
const ACTIVE_OPTIONS = [
  { value: 'True', label: messages.trueText },
  { value: 'False', label: messages.falseText },
];
/** Section 2: from today to today plus 100 days. */
const outsideLaunchWindow = (day: Dayjs) =>
  day.isBefore(dayjs().startOf('day')) || day.isAfter(dayjs().add(LAUNCH_WINDOW_DAYS, 'day').endOf('day'));

/**
 * Enter in the date box takes the typed date (the picker has done so by now) and does not also
 * submit the form, as Enter in a text box otherwise would.
 */
const confirmDateOnly = (event: React.KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

const col = { xs: 24, md: 12, xl: 8 };

/** The model's own fields (spec 001 section 2); what edit mode may not change is disabled. */
export function ModelFields({ mode, rule, meta, categories, countries, categoryChosen }: Props) {
  const edit = mode === 'edit';
  const text = (
    field: ModelField,
    label: string,
    required = true,
    disabled = false,
    placeholder?: string,
  ) => (
    <Col {...col}>
      <Form.Item name={field} label={label} required={required} rules={rule(field)}>
        <Input disabled={disabled} placeholder={placeholder} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item name="category" label={messages.categoryLabel} required rules={rule('category')}>
          <FieldSelect
            disabled={edit || categoryChosen}
            options={categories.map((c) => ({ value: c, label: c }))}
            showSearch
          />
        </Form.Item>
      </Col>
      {meta && meta.subCategory.length > 0 ? (
        <Col {...col}>
          <Form.Item name="subCategory" label={messages.subCategoryLabel}>
            <FieldSelect options={optionsOf(meta.subCategory)} allowClear />
          </Form.Item>
        </Col>
      ) : null}
      {text('modelId', messages.modelIdLabel, !edit, edit)}
      {text('modelNumber', messages.modelNumberLabel, !edit, edit)}
      {text('modelName', messages.modelNameLabel)}
      {text('manufacturer', messages.manufacturerNameLabel)}
      {text('manufacturerAddress', messages.manufacturerAddressLabel)}
      <Col {...col}>
        <Form.Item name="brand" label={messages.brandLabel} required rules={rule('brand')}>
          <FieldSelect options={optionsOf(meta?.brands)} />
        </Form.Item>
      </Col>
      {text('productManagerId', messages.productManagerLabel)}
      {text('version', messages.versionLabel, false)}
      {/* Section 5: left empty, the placeholder text is what is saved. */}
      {text('helpDocUrl', messages.helpDocUrlLabel, false, false, HELP_DOC_URL_PLACEHOLDER)}
      <Col {...col}>
        <Form.Item
          name="launchDate"
          label={messages.launchDateLabel}
          required={!edit}
          rules={rule('launchDate')}
        >
          <DatePicker
            format={DATE_FORMATS.launchDatePicker}
            disabled={edit}
            disabledDate={outsideLaunchWindow}
            className="full-width"
            onKeyDown={confirmDateOnly}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="isActive" label={messages.isActiveLabel}>
          <FieldSelect options={ACTIVE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="countries" label={messages.countryLabel} required rules={rule('countries')}>
          <FieldSelect mode="multiple" options={[...countries]} />
        </Form.Item>
      </Col>
      {meta && meta.tonnage.length > 0 ? (
        <Col {...col}>
          <Form.Item name="tonnage" label={messages.tonnageLabel} required={!edit} rules={rule('tonnage')}>
            <FieldAutoComplete options={optionsOf(meta.tonnage)} disabled={edit} />
          </Form.Item>
        </Col>
      ) : null}
      {meta && meta.capacity.length > 0 ? (
        <Col {...col}>
          <Form.Item name="capacity" label={messages.capacityLabel} required rules={rule('capacity')}>
            <FieldSelect options={optionsOf(meta.capacity)} />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}
