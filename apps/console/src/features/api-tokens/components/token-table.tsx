import { dataCountryName, type RuleName } from '@console/contracts/access';
import type { ApiToken } from '@console/contracts/api-tokens';
import { TOKEN_RULE_LABELS } from '@console/contracts/api-tokens';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { emptyTableLocale } from '@/shared/ui/empty-state';
import { type TokenList, tokenListQuery, useRevokeToken } from '../api/api-token-calls';

const statusOf = (t: ApiToken, nowSec: number) =>
  t.revokedAt !== null
    ? { text: messages.tokenRevoked, color: 'default' }
    : t.expiresAt <= nowSec
      ? { text: messages.tokenExpired, color: 'orange' }
      : { text: messages.tokenActive, color: 'green' };

/** The tokens of one list, a page at a time: what each may do, its life, its last use; Revoke. */
export function TokenTable({
  of,
  page,
  onPage,
}: {
  of: TokenList;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useQuery(tokenListQuery(of, page));
  const revoke = useRevokeToken();
  const nowSec = Math.floor(Date.now() / 1000);
  if (list.isError)
    return (
      <Typography.Paragraph type="danger">
        {errorText(list.error, messages.tokensLoadFailed)}
      </Typography.Paragraph>
    );
  return (
    <Table<ApiToken>
      rowKey="tokenId"
      size="small"
      loading={!list.data}
      dataSource={list.data?.tokens ?? []}
      locale={emptyTableLocale(messages.noTokens, !list.data)}
      pagination={{
        current: page + 1,
        pageSize: 20,
        total: list.data?.total ?? 0,
        onChange: (p) => onPage(p - 1),
        showSizeChanger: false,
      }}
      columns={[
        { title: messages.tokenName, dataIndex: 'name' },
        ...(of === 'all' ? [{ title: messages.tokenOwner, dataIndex: 'ownerName' }] : []),
        {
          title: messages.tokenRules,
          render: (_, t) => (
            <>
              {t.rules.map((r) => (
                <Tag key={r}>{TOKEN_RULE_LABELS[r as RuleName] ?? r}</Tag>
              ))}
              {t.readOnly && <Tag color="blue">{messages.tokenReadOnlyTag}</Tag>}
            </>
          ),
        },
        {
          title: messages.tokenScope,
          render: (_, t) =>
            [
              t.scope.countries.map(dataCountryName).join(', '),
              t.scope.categories.join(', '),
              t.scope.brands.join(', '),
            ].join(' · '),
        },
        { title: messages.tokenCreated, render: (_, t) => formatDateTime(t.createdAt * 1000) },
        { title: messages.tokenExpires, render: (_, t) => formatDateTime(t.expiresAt * 1000) },
        {
          title: messages.tokenLastUsed,
          render: (_, t) => (t.lastUsedAt ? formatDateTime(t.lastUsedAt * 1000) : messages.tokenNeverUsed),
        },
        {
          title: messages.tokenStatus,
          render: (_, t) => {
            const s = statusOf(t, nowSec);
            return <Tag color={s.color}>{s.text}</Tag>;
          },
        },
        {
          title: '',
          render: (_, t) =>
            t.revokedAt === null && (
              <ConfirmAction
                title={messages.revokeTokenTitle}
                description={messages.revokeTokenText}
                onConfirm={() =>
                  revoke.mutate(t.tokenId, {
                    onSuccess: () => showAlert('success', messages.tokenRevokedDone),
                  })
                }
              >
                <Button danger size="small">
                  {messages.revokeToken}
                </Button>
              </ConfirmAction>
            ),
        },
      ]}
    />
  );
}
