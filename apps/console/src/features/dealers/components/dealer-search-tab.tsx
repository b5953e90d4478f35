import { dataCountryOf } from '@console/contracts/access';
import type { Dealer } from '@console/contracts/dealers';
import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, type TableColumnsType } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { useUrlPage } from '@/shared/routing/use-url-page';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { SearchByForm, type SearchByValues, type SearchTypeText } from '@/shared/ui/search-by-form';
import { ServerPagedTable } from '@/shared/ui/server-paged-table';
import { useDealerChanges } from '../api/change-dealer';
import { dealerLookupQuery, fetchDealerPage } from '../api/find-dealer';
import { dealerKeys } from '../api/keys';
import { DealerCard } from './dealer-card';

export const DEALER_SEARCH_TYPES = ['dealerId', 'productSerialNumber', 'country'] as const;
const TYPES = DEALER_SEARCH_TYPES;
type SearchType = (typeof TYPES)[number];
export type DealerSearch = SearchByValues<SearchType>;

const TEXT: Record<SearchType, SearchTypeText> = {
  dealerId: {
    label: messages.dealerSearchByDealerId,
    placeholder: 'DLR-…',
    required: messages.invalidDealerId,
  },
  productSerialNumber: {
    label: messages.dealerSearchBySerial,
    placeholder: messages.dealerSearchBySerial,
    required: messages.invalidProductSerialNumber,
  },
  country: { label: messages.dealerSearchByCountry, placeholder: 'India', required: messages.invalidCountry },
};
const INITIAL: DealerSearch = { type: 'dealerId', value: '' };
const keyOf = (s: DealerSearch) => `${s.type}:${s.value}`;

interface Props {
  admin: boolean;
  search: DealerSearch | null;
  onSearch: (search: DealerSearch) => void;
  /** The dealer whose card is open (from a country's list), kept in the URL by the page. */
  opened: string | null;
  onOpen: (id: string | null) => void;
  onEdit: (dealer: Dealer) => void;
}

/** Get Dealer Information: by Dealer Id or Product Serial Number (a card), or by Country (a table). */
export function DealerSearchTab({ admin, search, onSearch, opened, onOpen, onEdit }: Props) {
  // A dealer opened from the list shows its row as the card; after a reload it is asked for by id.
  const [row, setRow] = useState<Dealer | null>(null);
  const openRow = (dealer: Dealer) => {
    setRow(dealer);
    onOpen(dealer.id);
  };
  // Changing the search type hides the results of the search then shown (it stays the form's
  // starting point). A new search shows once it is the current one: the URL changes a render later,
  // and showing earlier would ask again for the search before it (a failed one is not kept).
  const [hidden, setHidden] = useState<string | null>(null);
  const shown = !search || keyOf(search) !== hidden;
  const { remove } = useDealerChanges();
  const onDelete = (dealer: Dealer) =>
    remove.mutateAsync(dealer.id).then(
      (res) => {
        showAlert('success', res.message);
        onOpen(null);
      },
      (error) => showAlert('danger', errorText(error, messages.dealerDeleteFailed)),
    );
  const card = (dealer: Dealer) => (
    <DealerCard
      dealer={dealer}
      mayEdit={admin}
      deleting={remove.isPending}
      onEdit={() => onEdit(dealer)}
      onDelete={() => onDelete(dealer)}
    />
  );

  let result = null;
  if (opened) {
    result = (
      <Flex vertical gap="small" className="dealer-detail">
        <Button className="dealer-back" onClick={() => onOpen(null)} style={{ alignSelf: 'start' }}>
          {messages.back}
        </Button>
        {row?.id === opened ? (
          card(row)
        ) : (
          <OneDealer search={{ type: 'dealerId', value: opened }} card={card} />
        )}
      </Flex>
    );
  } else if (!search || !shown) {
    result = null;
  } else if (search.type === 'country') {
    result = (
      <CountryTable
        // By name or code; the server reads either, the cache keeps one entry per country.
        country={dataCountryOf(search.value) ?? search.value.trim()}
        admin={admin}
        onOpen={openRow}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    );
  } else {
    result = <OneDealer search={search} card={card} />;
  }

  return (
    <Flex vertical gap="middle">
      <SearchByForm
        types={TYPES}
        text={TEXT}
        initial={search ?? INITIAL}
        onSearch={(s) => {
          if (keyOf(s) === hidden) setHidden(null);
          onSearch(s);
        }}
        onTypeChange={() => {
          onOpen(null);
          setHidden(search ? keyOf(search) : null);
        }}
      />
      {result}
    </Flex>
  );
}

function OneDealer({ search, card }: { search: DealerSearch; card: (d: Dealer) => ReactNode }) {
  const query = useQuery(
    dealerLookupQuery(search.type === 'dealerId' ? 'dealerId' : 'productSerialNumber', search.value),
  );
  useEffect(() => {
    if (query.error) showAlert('danger', errorText(query.error, messages.dealerDetailsFailed));
  }, [query.error]);
  if (query.data) return card(query.data);
  return query.error ? <EmptyState text={messages.dataNotFound} /> : null;
}

interface TableProps {
  country: string;
  admin: boolean;
  onOpen: (d: Dealer) => void;
  onEdit: (d: Dealer) => void;
  onDelete: (d: Dealer) => Promise<unknown>;
}

function CountryTable({ country, admin, onOpen, onEdit, onDelete }: TableProps) {
  const [page, setPage] = useUrlPage();
  const columns: TableColumnsType<Dealer> = [
    {
      title: messages.dealerListId,
      dataIndex: 'id',
      key: 'id',
      render: (id: string, d) => (
        <Button type="link" onClick={() => onOpen(d)} className="dealer-open">
          {id}
        </Button>
      ),
    },
    { title: messages.dealerName, dataIndex: 'name', key: 'name' },
    { title: messages.dealerEmail, dataIndex: 'email', key: 'email' },
    { title: messages.dealerWebsite, dataIndex: 'website', key: 'website' },
  ];
  if (admin)
    columns.push({
      title: '',
      key: 'actions',
      render: (_, d) => (
        <Space>
          <Button size="small" onClick={() => onEdit(d)}>
            {messages.dealerEdit}
          </Button>
          <Popconfirm
            title={messages.delete}
            description={fillMessage(messages.dealerDeleteConfirm, { id: d.id, name: d.name })}
            okText={messages.yes}
            cancelText={messages.no}
            onConfirm={() => onDelete(d)}
          >
            <Button size="small" danger>
              {messages.delete}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  return (
    <ServerPagedTable<Dealer>
      queryKey={dealerKeys.country(country)}
      fetchPage={(page, signal) => fetchDealerPage(country, page, signal)}
      columns={columns}
      rowKey="id"
      failed={messages.errorFetchingData}
      page={page}
      onPage={setPage}
    />
  );
}
