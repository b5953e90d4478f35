import type { HomeAddress as Address } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { Descriptions } from 'antd';

/** Line 1, line 2, city and pincode of a home (spec 000 section 2). */
export function HomeAddress({ address }: { address: Address }) {
  const shown = (v: string | null) => v || '—';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        { key: 'line1', label: messages.addressLine1, children: shown(address.addressLine1) },
        { key: 'line2', label: messages.addressLine2, children: shown(address.addressLine2) },
        { key: 'city', label: messages.city, children: shown(address.city) },
        { key: 'pincode', label: messages.pincode, children: shown(address.pincode) },
      ]}
    />
  );
}

/** The address in one line, for the homes table. */
export const addressLine = (a: Address): string =>
  [a.addressLine1, a.addressLine2, a.city, a.pincode].filter(Boolean).join(', ');
