import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ssoSettingsQuery } from '../api/get-sso-settings';
import { SsoSettingsForm } from '../components/sso-settings-form';

/**
 * Single Sign-On (issue 33, decision 0042): the tenant's OpenID Provider, require-SSO with its
 * break-glass accounts, and the claim rules that give roles and data scope. A tenant without
 * settings sees that it has none and a way to set them up.
 */
export default function SsoSettingsPage() {
  const settings = useQuery(ssoSettingsQuery());
  const [settingUp, setSettingUp] = useState(false);
  const data = settings.data;

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.ssoTitle}
      </Typography.Title>
      {settings.isPending && <PageSpinner />}
      {settings.isError && (
        <Alert type="error" showIcon message={errorText(settings.error, messages.ssoSettingsLoadFailed)} />
      )}
      {data && !data.configured && !settingUp && (
        <Card>
          <EmptyState text={messages.ssoNotConfigured} />
          <Flex justify="center">
            <Button type="primary" onClick={() => setSettingUp(true)}>
              {messages.ssoSetUp}
            </Button>
          </Flex>
        </Card>
      )}
      {data && (data.configured || settingUp) && <SsoSettingsForm settings={data} />}
    </Flex>
  );
}
