import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { WebhookEndpoint } from '@console/contracts/webhooks';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { pageOfParams } from '@/shared/routing/use-url-page';
import { showAlert } from '@/shared/ui/alert-store';
import { ShownOnceSecret } from '@/shared/ui/shown-once-secret';
import { webhookListQuery } from '../api/list-webhooks';
import { DeliveryLog } from '../components/delivery-log';
import { EndpointForm } from '../components/endpoint-form';
import { EndpointTable } from '../components/endpoint-table';

/** What the form card shows: nothing, a new endpoint, or one being edited. */
type Editing = null | 'new' | WebhookEndpoint;

/**
 * Webhooks (issue 33): the tenant's endpoints, a new one's signing secret shown once, and one
 * endpoint's delivery log under ?endpoint= (its page in ?page=), so a reload or a shared link opens
 * the same log.
 */
export default function WebhooksPage() {
  const list = useQuery(webhookListQuery());
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // Edit on a row far down opens the form at the top: bring it into view.
  const formCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing !== null) formCard.current?.scrollIntoView?.({ block: 'nearest' });
  }, [editing]);
  const endpoints = list.data?.endpoints ?? [];
  const shownId = params.get('endpoint');
  const shown = endpoints.find((e) => e.endpointId === shownId);
  const logLink = (endpointId: string) =>
    `${PATHS.webhooks}?${new URLSearchParams({ endpoint: endpointId })}`;
  const done = (made?: string) => {
    if (made) {
      setSecret(made);
      showAlert('success', messages.webhookCreatedDone);
    } else if (editing !== 'new' && editing !== null) showAlert('success', messages.webhookSavedDone);
    setEditing(null);
  };
  const closed = () => setEditing(null);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} className="page-title">
          {messages.webhooksTitle}
        </Typography.Title>
        {editing === null && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {messages.newWebhook}
          </Button>
        )}
      </Flex>
      {secret && (
        <ShownOnceSecret
          title={messages.webhookSecretShownOnce}
          secret={secret}
          label={messages.webhookSecret}
          copyText={messages.webhookCopySecret}
          copiedText={messages.webhookSecretCopied}
          onClose={() => setSecret(null)}
        >
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {messages.webhookSignatureHelp}
          </Typography.Paragraph>
        </ShownOnceSecret>
      )}
      {editing !== null && (
        <Card
          ref={formCard}
          title={editing === 'new' ? messages.newWebhook : `${messages.webhookEdit}: ${editing.url}`}
        >
          <EndpointForm
            key={editing === 'new' ? 'new' : editing.endpointId}
            endpoint={editing === 'new' ? undefined : editing}
            onDone={done}
            onCancel={closed}
          />
        </Card>
      )}
      <Card>
        {list.isError ? (
          <Typography.Paragraph type="danger">
            {errorText(list.error, messages.webhooksLoadFailed)}
          </Typography.Paragraph>
        ) : (
          <EndpointTable
            endpoints={endpoints}
            loading={list.isPending}
            logLink={logLink}
            shownId={shownId}
            onEdit={(e) => setEditing(e)}
          />
        )}
      </Card>
      {shownId && shown && (
        <DeliveryLog
          endpoint={shown}
          page={pageOfParams(params)}
          onPage={(p) =>
            setParams(
              p === 0 ? { endpoint: shown.endpointId } : { endpoint: shown.endpointId, page: String(p + 1) },
            )
          }
          closeLink={PATHS.webhooks}
        />
      )}
      {shownId && list.isSuccess && !shown && (
        <Typography.Paragraph type="danger">{messages.webhookNotFound}</Typography.Paragraph>
      )}
    </Flex>
  );
}
