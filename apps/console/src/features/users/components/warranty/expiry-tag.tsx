import { expiryLabel } from '@console/contracts/warranty';
import { Tag } from 'antd';

/** 'EXPIRY SOON: N Days Left' or 'EXPIRED' beside a warranty (spec 000 section 4); nothing beyond 30 days. */
export function ExpiryTag({ expiryDate }: { expiryDate: string }) {
  const label = expiryLabel(expiryDate, Date.now());
  if (!label) return null;
  return (
    <Tag className={`expiry-tag expiry-${label.kind}`} color={label.kind === 'expired' ? 'red' : 'orange'}>
      {label.text}
    </Tag>
  );
}
