import { auditRangeProblem } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DATE_FORMATS } from '@/shared/format/dates';
import { ConsoleForm } from '@/shared/forms/console-form';
import { FilterButtons } from '@/shared/forms/filter-buttons';
import { auditActionsQuery } from '../api/audit-log-calls';
import type { AuditFilters } from '../hooks/use-audit-params';

interface Values {
  action?: string;
  actor?: string;
  entityId?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const noFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** The picked days as the call's epoch seconds: the start day's first second, the end day's last (or now, today). */
export function rangeOfDays(start?: Dayjs | null, end?: Dayjs | null): Pick<AuditFilters, 'from' | 'to'> {
  return {
    from: start ? start.startOf('day').unix() : undefined,
    to: end ? Math.min(end.endOf('day').unix(), nowSeconds()) : undefined,
  };
}

/** Action (the tenant's recorded actions), who, entity id, start and end day; Filter and Reset. */
export function AuditFiltersForm({
  initial,
  onFilter,
}: {
  initial: AuditFilters;
  onFilter: (filters: AuditFilters) => void;
}) {
  const [form] = Form.useForm<Values>();
  const actions = useQuery(auditActionsQuery());
  useEffect(() => {
    form.setFieldsValue({
      action: initial.action,
      actor: initial.actor,
      entityId: initial.entityId,
      start: initial.from === undefined ? null : dayjs.unix(initial.from),
      end: initial.to === undefined ? null : dayjs.unix(initial.to),
    });
  }, [form, initial]);
  // The range's rules speak on the end date, where a person fixes them.
  const rangeRule = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => Dayjs | null }) => ({
    validator: async () => {
      const problem = auditRangeProblem(
        rangeOfDays(getFieldValue('start'), getFieldValue('end')),
        nowSeconds(),
      );
      if (problem) throw new Error(messages[problem]);
    },
  });
  return (
    <ConsoleForm
      form={form}
      layout="inline"
      className="audit-filters"
      style={{ rowGap: 12 }}
      onFinish={(v) =>
        onFilter({
          action: v.action,
          actor: v.actor?.trim(),
          entityId: v.entityId?.trim(),
          ...rangeOfDays(v.start, v.end),
        })
      }
    >
      <Form.Item name="action" label={messages.auditAction}>
        <Select
          allowClear
          showSearch
          loading={actions.isFetching}
          options={(actions.data ?? []).map((a) => ({ value: a, label: a }))}
          style={{ minWidth: 220 }}
          aria-label={messages.auditAction}
        />
      </Form.Item>
      <Form.Item name="actor" label={messages.auditActor}>
        <Input allowClear maxLength={100} aria-label={messages.auditActor} />
      </Form.Item>
      <Form.Item name="entityId" label={messages.auditEntityId}>
        <Input allowClear maxLength={200} aria-label={messages.auditEntityId} />
      </Form.Item>
      <Form.Item name="start" label={messages.auditStartDate} dependencies={['end']}>
        <DatePicker
          format={DATE_FORMATS.pickerDate}
          disabledDate={noFuture}
          aria-label={messages.auditStartDate}
        />
      </Form.Item>
      <Form.Item name="end" label={messages.auditEndDate} dependencies={['start']} rules={[rangeRule]}>
        <DatePicker
          format={DATE_FORMATS.pickerDate}
          disabledDate={noFuture}
          aria-label={messages.auditEndDate}
        />
      </Form.Item>
      <FilterButtons form={form} filterLabel={messages.auditFilter} onReset={() => onFilter({})} />
    </ConsoleForm>
  );
}
