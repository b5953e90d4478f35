import { messages } from '@console/contracts/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterButtons } from './filter-buttons';

function Filters({
  noStyle,
  onFilter,
  onReset,
}: {
  noStyle?: boolean;
  onFilter: () => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onFinish={onFilter}>
      <Form.Item name="q">
        <Input aria-label="q" />
      </Form.Item>
      <FilterButtons form={form} onReset={onReset} noStyle={noStyle} />
    </Form>
  );
}

describe('FilterButtons', () => {
  it('submits on Filter; Reset clears the form and shows everything again', async () => {
    const onFilter = vi.fn();
    const onReset = vi.fn();
    render(<Filters onFilter={onFilter} onReset={onReset} />);
    await userEvent.type(screen.getByLabelText('q'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: messages.filter }));
    await vi.waitFor(() => expect(onFilter).toHaveBeenCalledWith({ q: 'abc' }));
    await userEvent.click(screen.getByRole('button', { name: messages.reset }));
    expect(onReset).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('q') as HTMLInputElement).value).toBe('');
  });

  it('gives each button a form item, or the bare buttons with noStyle', () => {
    const { container, unmount } = render(<Filters onFilter={vi.fn()} onReset={vi.fn()} />);
    expect(container.querySelectorAll('.ant-form-item')).toHaveLength(3);
    unmount();
    const bare = render(<Filters noStyle onFilter={vi.fn()} onReset={vi.fn()} />);
    expect(bare.container.querySelectorAll('.ant-form-item')).toHaveLength(1);
    expect(screen.getByRole('button', { name: messages.reset })).toBeTruthy();
  });
});
