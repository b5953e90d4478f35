import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePrincipal } from '@/shared/session/use-principal';
import { ShownOnceSecret } from '@/shared/ui/shown-once-secret';
import type { TokenList } from '../api/api-token-calls';
import { TokenForm } from '../components/token-form';
import { TokenTable } from '../components/token-table';

/**
 * API Tokens (issue 33): a person's own tokens, and for admins every token of the tenant (?of=all);
 * a new token's secret is shown once, with a copy button, above the list.
 */
export default function ApiTokensPage() {
  const principal = usePrincipal();
  const [params, setParams] = useSearchParams();
  const admin = principal !== null && can(principal, 'allApiTokens');
  const of: TokenList = admin && params.get('of') === 'all' ? 'all' : 'mine';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const go = (next: { of?: TokenList; page?: number }) => {
    const p = new URLSearchParams();
    const list = next.of ?? of;
    if (list === 'all') p.set('of', 'all');
    if (next.page) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title">
          {messages.apiTokensTitle}
        </Typography.Title>
        {!creating && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {messages.newToken}
          </Button>
        )}
      </Flex>
      {secret && (
        <ShownOnceSecret
          title={messages.tokenShownOnce}
          secret={secret}
          label={messages.apiTokensTitle}
          copyText={messages.copyToken}
          copiedText={messages.tokenCopied}
          onClose={() => setSecret(null)}
        />
      )}
      {creating && (
        <Card
          title={messages.newToken}
          extra={<Button onClick={() => setCreating(false)}>{messages.cancel}</Button>}
        >
          <TokenForm
            onCreated={(token) => {
              setSecret(token);
              setCreating(false);
            }}
          />
        </Card>
      )}
      <Card>
        {admin ? (
          <Tabs
            activeKey={of}
            onChange={(key) => go({ of: key as TokenList, page: 0 })}
            items={[
              {
                key: 'mine',
                label: messages.tokensMine,
                children: of === 'mine' && (
                  <TokenTable of="mine" page={page} onPage={(p) => go({ page: p })} />
                ),
              },
              {
                key: 'all',
                label: messages.tokensAll,
                children: of === 'all' && <TokenTable of="all" page={page} onPage={(p) => go({ page: p })} />,
              },
            ]}
          />
        ) : (
          <TokenTable of="mine" page={page} onPage={(p) => go({ page: p })} />
        )}
      </Card>
    </Flex>
  );
}
