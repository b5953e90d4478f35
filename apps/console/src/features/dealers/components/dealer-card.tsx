import { dataCountryName } from '@console/contracts/access';
import type { Dealer } from '@console/contracts/dealers';
import { fillMessage, messages } from '@console/contracts/messages';
import { Button, Descriptions, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  dealer: Dealer;
  /** Edit and Delete show only with this flag (spec 001 section 2). */
  mayEdit: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));
const href = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
const link = (url: string | null, to = url && href(url)): ReactNode =>
  url && to ? (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    '—'
  );

/**
 * The dealer detail card; text wraps past 50 characters (spec 002 section 2, the `dealer-card-value`
 * style); the country by its name; links open apart.
 */
export function DealerCard({ dealer, mayEdit, deleting, onEdit, onDelete }: Props) {
  const { address, socials } = dealer;
  const items = [
    [messages.dealerId, dealer.id],
    [messages.dealerName, dealer.name],
    [messages.dealerWebsite, link(dealer.website)],
    [messages.dealerEmail, link(dealer.email, dealer.email && `mailto:${dealer.email}`)],
    [messages.dealerPhone, dealer.phone.map((p) => `${p.number} (${p.type})`).join(', ') || '—'],
    [messages.dealerCountry, dataCountryName(dealer.country)],
    [messages.dealerLine1, address.line1],
    [messages.dealerLine2, orDash(address.line2)],
    [messages.dealerCity, address.city],
    [messages.dealerPincode, orDash(address.pin)],
    [messages.dealerFacebook, link(socials.facebook)],
    [messages.dealerInstagram, link(socials.instagram)],
    [messages.dealerX, link(socials.x)],
  ].map(([label, value]) => ({
    key: String(label),
    label,
    // A block inside the cell: a table cell itself ignores a maximum width.
    children: <div className="dealer-card-value">{value}</div>,
  }));

  return (
    <Flex vertical gap="middle" className="dealer-card">
      <Descriptions bordered size="small" column={1} items={items} />
      {mayEdit ? (
        <Flex gap="small" justify="end">
          <Button onClick={onEdit}>{messages.edit}</Button>
          <Popconfirm
            title={messages.delete}
            description={fillMessage(messages.dealerDeleteConfirm, { id: dealer.id, name: dealer.name })}
            okText={messages.yes}
            cancelText={messages.no}
            onConfirm={onDelete}
          >
            <Button danger loading={deleting}>
              {messages.delete}
            </Button>
          </Popconfirm>
        </Flex>
      ) : null}
    </Flex>
  );
}
