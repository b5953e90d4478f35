import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages/core';
import { Flex, Typography } from 'antd';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { ChangePasswordCard } from '../components/change-password-card';
import { TwoStepCard } from '../components/two-step-card';

/** /Settings (spec 000 section 2): Change Password for level above 1, and Two Step Authentication. */
export default function SettingsPage() {
  const principal = usePrincipal();
  const session = useSession();
  return (
    <Flex vertical gap="large" className="settings-page">
      <Typography.Title level={1} className="page-title">
        {messages.settingsTitle}
      </Typography.Title>
      {principal && can(principal, 'changePassword') ? <ChangePasswordCard /> : null}
      <TwoStepCard enabled={Boolean(session?.user.mfaEnabled)} />
    </Flex>
  );
}
