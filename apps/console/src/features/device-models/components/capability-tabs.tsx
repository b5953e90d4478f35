import type {
  ControlCapability,
  DeviceModelMetadata,
  StatusCapability,
} from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Flex, Tabs, Tag } from 'antd';
import { controlCapabilityOf, statusCapabilityOf } from '../capability-defaults';
import { AttributeEditor } from './attribute-editor';
import { CapabilityPicker } from './capability-picker';

interface Props {
  meta: DeviceModelMetadata | undefined;
  control: ControlCapability[];
  status: StatusCapability[];
  onControlChange: (control: ControlCapability[]) => void;
  onStatusChange: (status: StatusCapability[]) => void;
}

/** Control, Status and (empty) Config Capabilities tabs (spec 001 section 2). */
export function CapabilityTabs({ meta, control, status, onControlChange, onStatusChange }: Props) {
  const setAttribute = (index: number, key: string, value: ControlCapability['attributes'][number]) =>
    onControlChange(
      control.map((c, i) =>
        i === index ? { ...c, attributes: c.attributes.map((a) => (a.key === key ? value : a)) } : c,
      ),
    );

  const items = [
    {
      key: 'control',
      label: messages.controlCapabilities,
      children: (
        <CapabilityPicker
          available={meta?.controlCapabilities ?? []}
          chosen={control}
          create={controlCapabilityOf}
          onChange={onControlChange}
          renderBody={(item, m, index) => (
            <Flex vertical gap="middle">
              {m.attributes.map((a) => {
                const value = item.attributes.find((x) => x.key === a.key);
                return value ? (
                  <AttributeEditor
                    key={a.key}
                    meta={a}
                    value={value}
                    onChange={(v) => setAttribute(index, a.key, v)}
                  />
                ) : null;
              })}
            </Flex>
          )}
        />
      ),
    },
    {
      key: 'status',
      label: messages.statusCapabilities,
      children: (
        <CapabilityPicker
          available={meta?.statusCapabilities ?? []}
          chosen={status}
          create={statusCapabilityOf}
          onChange={onStatusChange}
          renderBody={(item) => item.attributes.map((a) => <Tag key={a.key}>{a.key}</Tag>)}
        />
      ),
    },
    { key: 'config', label: messages.configCapabilities, children: null },
  ];

  return <Tabs items={items} />;
}
