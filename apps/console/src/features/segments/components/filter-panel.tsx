import { messages } from '@console/contracts/messages';
import { FleetFilter, filterText } from '@console/contracts/segments';
import { Button, Flex, Form, Row } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ConsoleForm } from '@/shared/forms/console-form';
import { type FilterValues, filterOf, MORE_FIELDS, valuesOf } from '../filter-form-values';
import { MoreFilterFields } from './more-filter-fields';
import { ScopeFields } from './scope-fields';

interface Props {
  /** The filter searched (from the link or the open segment); none before the first search. */
  filter: FleetFilter | undefined;
  seen: { models: readonly string[]; firmware: readonly string[] };
  onSearch: (filter: FleetFilter) => void;
  onClear: () => void;
  /** Beside the buttons: how many devices the filter searched matches. */
  outcome?: ReactNode;
}

const usesMore = (filter: FleetFilter | undefined) =>
  filter !== undefined && MORE_FIELDS.some((f) => filter[f] !== undefined);

/**
 * The filter panel: the scope fields, then More filters (open when the filter uses one). Search
 * checks the filter with the schema the server uses and puts each message under its field.
 */
export function FilterPanel({ filter, seen, onSearch, onClear, outcome }: Props) {
  const [form] = Form.useForm<FilterValues>();
  const [more, setMore] = useState(() => usesMore(filter));
  // Mounted once first shown, then only hidden: a value under it counts while it is folded away.
  const [moreShown, setMoreShown] = useState(more);
  if (more && !moreShown) setMoreShown(true);
  const moreId = useId();
  const shown = filter === undefined ? '' : filterText(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the filter's value; a new object with the same filter changes nothing.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(filter ?? {}));
    if (usesMore(filter)) setMore(true);
  }, [form, shown]);

  const search = () => {
    // Every field's value, those folded under More filters too.
    const values = form.getFieldsValue(true) as FilterValues;
    const asked = filterOf(values, filter);
    const parsed = FleetFilter.safeParse(asked);
    if (parsed.success) return onSearch(asked);
    const fields = parsed.error.issues.map((i) => ({ name: String(i.path[0]), errors: [i.message] }));
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    if (fields.some((f) => (MORE_FIELDS as readonly string[]).includes(f.name))) setMore(true);
  };

  return (
    <ConsoleForm
      form={form}
      layout="vertical"
      className="fleet-filters"
      onFinish={search}
      initialValues={valuesOf({})}
    >
      <Row gutter={16}>
        <ScopeFields form={form} seen={seen} />
      </Row>
      <Row gutter={16} id={moreId} style={more ? undefined : { display: 'none' }}>
        {moreShown ? <MoreFilterFields /> : null}
      </Row>
      <Flex gap="small" wrap align="center">
        <Button type="primary" htmlType="submit">
          {messages.fleetSearchButton}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onClear();
          }}
        >
          {messages.fleetClear}
        </Button>
        <Button type="link" aria-expanded={more} aria-controls={moreId} onClick={() => setMore(!more)}>
          {more ? messages.fleetFewerFilters : messages.fleetMoreFilters}
        </Button>
        <div style={{ marginLeft: 'auto' }}>{outcome}</div>
      </Flex>
    </ConsoleForm>
  );
}
