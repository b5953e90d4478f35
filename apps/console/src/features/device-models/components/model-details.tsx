import { countryName } from '@console/contracts/access';
import type { DeviceModel } from '@console/contracts/device-models';
import { matterIdText, matterProductIdText } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Tag } from 'antd';
import { formatDateTime } from '@/shared/format/dates';

interface Props {
  model: DeviceModel;
  canEdit: boolean;
  onEdit: () => void;
  onDownload: () => void;
  onBack: () => void;
}

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const bool = (value: boolean) => (value ? messages.trueText : messages.falseText);

/** A model's fields (spec 001 section 3) with Edit, Download and Back. */
export function ModelDetails({ model, canEdit, onEdit, onDownload, onBack }: Props) {
  const row = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  const items: DescriptionsProps['items'] = [
    row('modelId', messages.modelIdLabel, model.modelId),
    row('modelNumber', messages.modelNumberLabel, model.modelNumber),
    row('modelName', messages.modelNameLabel, model.modelName),
    row('category', messages.categoryLabel, model.category),
    row('subCategory', messages.subCategoryLabel, shown(model.subCategory)),
    row('brand', messages.brandLabel, model.brand.toUpperCase()),
    row('launchDate', messages.launchDateLabel, formatDateTime(model.launchDate)),
    row('isActive', messages.isActiveLabel, bool(model.isActive)),
    row('manufacturer', messages.manufacturerNameLabel, model.manufacturer),
    row('manufacturerAddress', messages.manufacturerAddressLabel, model.manufacturerAddress),
    row('productManagerId', messages.productManagerLabel, model.productManagerId),
    row('version', messages.versionLabel, model.version),
    row('helpDocUrl', messages.helpDocUrlLabel, shown(model.helpDocUrl)),
    row(
      'countries',
      messages.countryLabel,
      model.countries.map((c) => <Tag key={c}>{countryName(c).toUpperCase()}</Tag>),
    ),
    row('tonnage', messages.tonnageLabel, shown(model.tonnage)),
    row('capacity', messages.capacityLabel, shown(model.capacity)),
    row('isMatterEnabled', messages.isMatterEnabledLabel, bool(model.isMatterEnabled)),
    row('chipType', messages.chipTypeLabel, shown(model.chipType)),
    ...(model.isMatterEnabled
      ? [
          // Decimal with hex beside, as QR Code Fetch shows the product id.
          row('matterPID', messages.productIdLabel, shown(matterProductIdText(model.matterPID))),
          row('vendorId', messages.vendorIdLabel, shown(matterIdText(model.vendorId))),
        ]
      : []),
    ...(model.devices.length > 0
      ? [
          row(
            'devices',
            messages.devicesLabel,
            model.devices.map((d) => <Tag key={d.channel}>{`${d.channel} ${d.name} (${d.type})`}</Tag>),
          ),
        ]
      : []),
    row(
      'controlCapabilities',
      messages.controlCapabilities,
      model.controlCapabilities.map((c) => <Tag key={c.capability}>{c.capability}</Tag>),
    ),
    row(
      'statusCapabilities',
      messages.statusCapabilities,
      model.statusCapabilitiesV2.map((c) => <Tag key={c.capability}>{c.capability}</Tag>),
    ),
  ];

  return (
    <Card
      title={<h2 className="card-title">{messages.modelDetails}</h2>}
      extra={
        <Flex gap="small">
          {canEdit ? (
            <Button type="primary" onClick={onEdit}>
              {messages.edit}
            </Button>
          ) : null}
          <Button onClick={onDownload}>{messages.download}</Button>
          <Button onClick={onBack}>{messages.back}</Button>
        </Flex>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
