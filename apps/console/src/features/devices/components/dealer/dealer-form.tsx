import { type Dealer, DealerBody, type DealerInput } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Input, Select } from 'antd';
import { ConsoleForm } from '../../../../shared/forms/console-form';
import { zodFieldRule } from '../../../../shared/forms/zod-field-rule';
import { useSession } from '../../../../shared/session/use-session';

interface Props {
  dealer: Dealer;
  saving: boolean;
  onSave: (body: DealerBody) => void;
  onCancel: () => void;
}

const PHONE_TYPES = [
  { value: 'free', label: 'free' },
  { value: 'paid', label: 'paid' },
];

type Key = string | number;
const rules = (path: Key[]) => [zodFieldRule(DealerBody, path)];
const pathOf = (name: Key | Key[]) => (Array.isArray(name) ? name : [name]);

/** The dealer edit: each field checked with the server's schema, its message on the field. */
export function DealerForm({ dealer, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<DealerInput>();
  const session = useSession();
  const countries = (session?.user.allowedCountries ?? []).map((c) => ({ value: c, label: c.toUpperCase() }));
  const { id: _id, ...initial } = dealer;

  const finish = (values: DealerInput) => {
    const parsed = DealerBody.safeParse(values);
    if (parsed.success) return onSave(parsed.data);
    // antd types field paths from the form's values; zod's issue paths are the same paths, untyped.
    const fields = parsed.error.issues.map((i) => ({ name: i.path, errors: [i.message] }));
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
  };

  const text = (name: Key | Key[], label: string) => (
    <Form.Item name={name} label={label} rules={rules(pathOf(name))}>
      <Input />
    </Form.Item>
  );

  return (
    <ConsoleForm
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={initial}
      onFinish={finish}
    >
      {text('name', messages.dealerName)}
      {text('website', messages.dealerWebsite)}
      {text('email', messages.dealerEmail)}
      <Form.List name="phone">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4}>
            {fields.map((field) => (
              <Flex key={field.key} gap="small" align="start">
                <Form.Item
                  name={[field.name, 'number']}
                  label={messages.dealerPhone}
                  rules={rules(['phone', field.name, 'number'])}
                >
                  <Input inputMode="numeric" />
                </Form.Item>
                <Form.Item name={[field.name, 'type']} label={messages.dealerPhoneType}>
                  <Select options={PHONE_TYPES} className="dealer-phone-type" />
                </Form.Item>
                <Button className="dealer-phone-remove" onClick={() => remove(field.name)}>
                  {messages.delete}
                </Button>
              </Flex>
            ))}
            <Button onClick={() => add({ number: '', type: 'free' })}>{messages.dealerAddPhone}</Button>
          </Flex>
        )}
      </Form.List>
      <Form.Item name="country" label={messages.dealerCountry} rules={rules(['country'])}>
        <Select options={countries} />
      </Form.Item>
      {text(['address', 'line1'], messages.dealerLine1)}
      {text(['address', 'line2'], messages.dealerLine2)}
      {text(['address', 'city'], messages.dealerCity)}
      {text(['address', 'pincode'], messages.dealerPincode)}
      {text(['socials', 'facebook'], messages.dealerFacebook)}
      {text(['socials', 'instagram'], messages.dealerInstagram)}
      {text(['socials', 'x'], messages.dealerX)}
      <Flex gap="small" justify="end">
        <Button onClick={onCancel}>{messages.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {messages.save}
        </Button>
      </Flex>
    </ConsoleForm>
  );
}
