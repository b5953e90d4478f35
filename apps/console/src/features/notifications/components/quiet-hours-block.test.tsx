import { fillMessage, messages } from '@console/contracts/messages';
import type { TenantInfo } from '@console/contracts/tenants';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { QuietHoursBlock } from './quiet-hours-block';

/** The Send form's quiet-hours block, as the radio group sets it, under a tenant with these quiet hours. */
function QuietHours() {
  const [form] = Form.useForm();
  const mode = Form.useWatch('quietMode', form);
  return (
    <Form form={form} initialValues={{ quietMode: 'tenant' }}>
      <QuietHoursBlock mode={mode} />
    </Form>
  );
}
const renderBlock = (quietHours: TenantInfo['quietHours']) =>
  renderScreen(<QuietHours />, { path: '/', url: '/', tenant: { quietHours } });
const hint = () => screen.getByText(/In each recipient’s local time/).textContent;

describe('Send tab: the tenant’s default quiet hours (issue 34)', () => {
  it('names the default a task’s own window overrides, in every mode', () => {
    renderBlock({ start: '22:00', end: '08:00' });
    const named = fillMessage(messages.quietHoursTenantDefault, { start: '22:00', end: '08:00' });
    expect(named).toBe('Tenant default 22:00–08:00');
    expect(hint()).toContain(named);
    fireEvent.click(screen.getByRole('radio', { name: 'From – to' }));
    expect(screen.getByPlaceholderText('From')).toBeTruthy();
    expect(hint()).toContain(named);
  });

  it('says the tenant has none, and names nothing when the tenant is not known', () => {
    const { unmount } = renderBlock(null);
    expect(hint()).toContain(messages.quietHoursTenantNone);
    unmount();
    renderBlock(undefined);
    expect(hint()).not.toContain('Tenant');
    expect(hint()).not.toContain(messages.quietHoursTenantNone);
  });
});
