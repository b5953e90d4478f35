import { dataCountryName } from '@console/contracts/access';
import { type Dealer, DealerBody, type DealerInput } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Input, Select } from 'antd';
import type { KeyboardEvent } from 'react';
import { ConsoleForm } from '@/shared/forms/console-form';
import { zodFieldRule } from '@/shared/forms/zod-field-rule';
import { useSession } from '@/shared/session/use-session';

interface Props {
  /** The dealer being edited; none: a new dealer. */
  dealer?: Dealer;
  saving: boolean;
  /** The submit button's label (Save in the card, Create Dealer or Update Dealer on the screen). */
  submitLabel?: string;
  onSave: (body: DealerBody) => void;
  onCancel: () => void;
}

const PHONE_TYPES = [
  { value: 'free', label: 'free' },
  { value: 'paid', label: 'paid' },
];

/** Keys a phone number never has (spec 002 section 5): exponent, sign and decimal point. */
const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.']);
const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
};

/**
 * The pin code box holds a number (the dealer's `pin`); what is not digits stays text, so the
 * contracts' rule answers it with the Pincode message (the range is the contracts' too).
 */
const pinOf = (typed: string | number | null) => {
  const text = String(typed ?? '').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
};

const EMPTY: DealerInput = {
  name: '',
  website: null,
  email: null,
  phone: [{ number: '', type: 'free' }],
  country: '',
  address: { line1: '', line2: null, city: '', pin: null },
  socials: { facebook: null, instagram: null, x: null },
};

type Key = string | number;
const rules = (path: Key[]) => [zodFieldRule(DealerBody, path)];
const pathOf = (name: Key | Key[]) => (Array.isArray(name) ? name : [name]);

/**
 * The dealer form (create and edit): each field checked with the server's schema, its message on the
 * field; the fields spec 002 section 5 requires (name, every phone's number, country, address line 1,
 * city) marked as such.
 */
export function DealerForm({ dealer, saving, submitLabel = messages.save, onSave, onCancel }: Props) {
  const [form] = Form.useForm<DealerInput>();
  const session = useSession();
  // The country by its name; the dealer keeps the code.
  const countries = (session?.user.allowedCountries ?? []).map((c) => ({
    value: c,
    label: dataCountryName(c),
  }));
  const { id: _id, ...initial } = dealer ?? { id: '', ...EMPTY };

  const finish = (values: DealerInput) => {
    const parsed = DealerBody.safeParse(values);
    if (parsed.success) return onSave(parsed.data);
    // antd types field paths from the form's values; zod's issue paths are the same paths, untyped.
    const fields = parsed.error.issues.map((i) => ({ name: i.path, errors: [i.message] }));
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
  };

  // `required` only marks the label (the schema's rule speaks): a person sees what must be filled.
  const text = (name: Key | Key[], label: string, required = false) => (
    <Form.Item name={name} label={label} rules={rules(pathOf(name))} required={required}>
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
      {text('name', messages.dealerName, true)}
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
                  required
                >
                  <Input inputMode="numeric" onKeyDown={blockKeys} aria-label={messages.dealerPhone} />
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
      {/* Not marked: Ant Design puts aria-required on the Select's outer box, which may not carry it. */}
      <Form.Item name="country" label={messages.dealerCountry} rules={rules(['country'])}>
        <Select options={countries} />
      </Form.Item>
      {text(['address', 'line1'], messages.dealerLine1, true)}
      {text(['address', 'line2'], messages.dealerLine2)}
      {text(['address', 'city'], messages.dealerCity, true)}
      <Form.Item
        name={['address', 'pin']}
        label={messages.dealerPincode}
        rules={rules(['address', 'pin'])}
        normalize={pinOf}
      >
        <Input inputMode="numeric" onKeyDown={blockKeys} />
      </Form.Item>
      {text(['socials', 'facebook'], messages.dealerFacebook)}
      {text(['socials', 'instagram'], messages.dealerInstagram)}
      {text(['socials', 'x'], messages.dealerX)}
      <Flex gap="small" justify="end">
        <Button onClick={onCancel}>{messages.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Flex>
    </ConsoleForm>
  );
}
