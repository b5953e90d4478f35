import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  channelOf,
  type MetadataItem,
  renumberChannels,
  type SwitchDevice,
} from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';

interface Props {
  devices: SwitchDevice[];
  types: readonly MetadataItem[];
  onChange: (devices: SwitchDevice[]) => void;
}

/** The switches of a switch model: channels from 00, renumbered after a delete (spec 001 section 4). */
export function SwitchesEditor({ devices, types, onChange }: Props) {
  const set = (index: number, change: Partial<SwitchDevice>) =>
    onChange(devices.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const add = () =>
    onChange([...devices, { name: '', channel: channelOf(devices.length), type: types[0]?.name ?? '' }]);
  const remove = (index: number) => onChange(renumberChannels(devices.filter((_, i) => i !== index)));

  return (
    <Card size="small" title={<h3 className="card-title">{messages.devicesLabel}</h3>}>
      <Flex vertical gap="small">
        {devices.map((d, i) => (
          <Flex key={d.channel} gap="small" align="center" className="switch-row">
            <Typography.Text aria-label={messages.switchChannel} className="switch-channel">
              {d.channel}
            </Typography.Text>
            <Input
              aria-label={`${messages.switchName} ${d.channel}`}
              placeholder={messages.switchName}
              value={d.name}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <Select
              aria-label={`${messages.switchType} ${d.channel}`}
              value={d.type || undefined}
              options={types.map((t) => ({ value: t.name, label: t.name }))}
              onChange={(type: string) => set(i, { type })}
              className="switch-type"
            />
            <Button
              aria-label={`${messages.removeSwitch} ${d.channel}`}
              icon={<DeleteOutlined />}
              onClick={() => remove(i)}
            />
          </Flex>
        ))}
        <Button icon={<PlusOutlined />} onClick={add} className="self-start">
          {messages.addSwitch}
        </Button>
      </Flex>
    </Card>
  );
}
