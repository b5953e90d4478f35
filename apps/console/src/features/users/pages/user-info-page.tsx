import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { showAlert } from '../../../shared/ui/alert-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { userSearchQuery } from '../api/search-users';
import { UserInformationPanel } from '../components/user-information-panel';
import { UserSearchForm } from '../components/user-search-form';
import { useUserSearchParams } from '../hooks/use-user-search-params';

/** User Info: search an end user by mobile or e-mail and show who they are (spec 000 section 2). */
export default function UserInfoPage() {
  const { initial, body, search, changeType } = useUserSearchParams();
  const result = useQuery({ ...userSearchQuery(body ?? { email: '' }), enabled: body !== null });
  const user = body ? result.data?.users[0] : undefined;

  useEffect(() => {
    // The server's message, e.g. no user for that number (spec 000 section 8).
    if (result.error) showAlert('danger', errorText(result.error, messages.serviceUnavailable));
  }, [result.error]);

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.searchUserTitle}
      </Typography.Title>
      <Card>
        <UserSearchForm initial={initial} onSearch={search} onTypeChange={changeType} />
      </Card>
      {body && result.isFetching ? <Spin /> : null}
      {user ? <UserInformationPanel user={user} /> : null}
      {body && result.data?.users.length === 0 ? <EmptyState text={messages.userNotFound} /> : null}
    </Flex>
  );
}
