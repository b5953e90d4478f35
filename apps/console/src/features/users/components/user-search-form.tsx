import { messages } from '@console/contracts/messages';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { ConsoleForm } from '@/shared/forms/console-form';
import { useSession } from '@/shared/session/use-session';
import {
  countryFor,
  countryOptions,
  dialOf,
  type SearchType,
  searchError,
  searchFormatHint,
} from '../user-search-rules';

export interface UserSearchValues {
  type: SearchType;
  countryCode: string;
  value: string;
}

/** The form holds the chosen permission country; the search sends its dialling code. */
type FormValues = Omit<UserSearchValues, 'countryCode'> & { country?: string };

interface Props {
  initial: Partial<UserSearchValues>;
  onSearch: (values: UserSearchValues) => void;
  onTypeChange: (type: SearchType) => void;
}

const TYPE_OPTIONS = [
  { value: 'mobile', label: messages.searchByMobile },
  { value: 'email', label: messages.searchByEmail },
];

/** 'Search By' Mobile No or Email Id, validated on blur and on submit (spec 000 sections 2 and 5). */
export function UserSearchForm({ initial, onSearch, onTypeChange }: Props) {
  const session = useSession();
  // Named by permission country, so the three Sri Lankan partners each show (spec 000 section 6).
  const countries = useMemo(
    () => countryOptions((session?.user.permissions ?? []).map((p) => p.country)),
    [session],
  );
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) ?? initial.type ?? 'mobile';

  useEffect(() => {
    form.setFieldsValue({
      type: initial.type ?? 'mobile',
      country: countryFor(countries, initial.countryCode),
      value: initial.value ?? '',
    });
  }, [form, initial, countries]);

  const onValuesChange = (changed: Partial<FormValues>) => {
    if (!changed.type) return;
    // A new search type starts clean: no typed value, no old result.
    form.setFieldValue('value', '');
    form.setFields([{ name: 'value', errors: [] }]);
    onTypeChange(changed.type);
  };

  // Two rules, two lines under the field: the spec's message, then (for a wrong format) what is wrong.
  const validatorOf = (rule: typeof searchError) => (_: unknown, value: string | undefined) => {
    const dial = dialOf(countries, form.getFieldValue('country'));
    const message = rule(form.getFieldValue('type'), value ?? '', dial);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  };

  return (
    <ConsoleForm
      form={form}
      layout="inline"
      onFinish={({ country, ...values }) => onSearch({ ...values, countryCode: dialOf(countries, country) })}
      onValuesChange={onValuesChange}
      validateTrigger="onBlur"
    >
      <Form.Item name="type" label={messages.searchBy}>
        <Select options={TYPE_OPTIONS} className="search-type" />
      </Form.Item>
      <Space.Compact className="search-value">
        {type === 'mobile' ? (
          <Form.Item name="country" noStyle>
            <Select options={countries} aria-label={messages.countryCodeLabel} className="country-code" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="value"
          rules={[{ validator: validatorOf(searchError) }, { validator: validatorOf(searchFormatHint) }]}
          normalize={(v: string) => (type === 'mobile' ? v.replace(/\D/g, '') : v)}
          className="search-input"
        >
          <Input
            aria-label={messages.searchValueLabel}
            inputMode={type === 'mobile' ? 'numeric' : 'email'}
            placeholder={type === 'mobile' ? messages.mobilePlaceholder : messages.emailPlaceholder}
          />
        </Form.Item>
      </Space.Compact>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {messages.search}
        </Button>
      </Form.Item>
    </ConsoleForm>
  );
}
