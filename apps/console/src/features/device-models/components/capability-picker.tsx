import { DeleteOutlined } from '@ant-design/icons';
import type { CapabilityMetadata } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';

interface Props<T extends { capability: string }> {
  available: readonly CapabilityMetadata[];
  chosen: T[];
  create: (meta: CapabilityMetadata) => T;
  onChange: (chosen: T[]) => void;
  renderBody: (item: T, meta: CapabilityMetadata, index: number) => ReactNode;
}

/**
 * Add Capability moves a capability from the available list to the chosen list; the delete icon on
 * its card moves it back (spec 001 section 2).
 */
export function CapabilityPicker<T extends { capability: string }>(props: Props<T>) {
  const { available, chosen, create, onChange, renderBody } = props;
  const [pick, setPick] = useState<string>();
  const taken = new Set(chosen.map((c) => c.capability));
  const left = available.filter((m) => !taken.has(m.capability));

  const add = () => {
    const meta = left.find((m) => m.capability === pick);
    if (!meta) return;
    onChange([...chosen, create(meta)]);
    setPick(undefined);
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small">
        <Select
          aria-label={messages.addCapability}
          className="capability-select"
          value={pick}
          onChange={setPick}
          options={left.map((m) => ({ value: m.capability, label: m.capability }))}
        />
        <Button onClick={add} disabled={!pick}>
          {messages.addCapability}
        </Button>
      </Flex>
      {chosen.length === 0 ? <EmptyState text={messages.noDataFound} /> : null}
      {chosen.map((item, index) => {
        const meta = available.find((m) => m.capability === item.capability);
        return (
          <Card
            key={item.capability}
            size="small"
            title={item.capability}
            extra={
              <Button
                aria-label={`${messages.removeCapability} ${item.capability}`}
                icon={<DeleteOutlined />}
                onClick={() => onChange(chosen.filter((c) => c.capability !== item.capability))}
              />
            }
          >
            {meta ? renderBody(item, meta, index) : null}
          </Card>
        );
      })}
    </Flex>
  );
}
