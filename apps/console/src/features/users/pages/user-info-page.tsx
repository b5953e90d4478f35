import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { userSearchQuery } from '../api/search-users';
import { UserHomes } from '../components/homes/user-homes';
import { UserInformationPanel } from '../components/user-information-panel';
import { UserSearchForm } from '../components/user-search-form';
import { type HomeLinks, HomeLinksContext } from '../home-links';
import { useUserSearchParams } from '../hooks/use-user-search-params';
import { rememberSearch } from '../last-search';

/**
 * User Info: search an end user by mobile or e-mail, show who they are and their homes
 * (spec 000 section 2). `links` come from the app, which owns the paths.
 */
export default function UserInfoPage({ links }: { links: HomeLinks }) {
  const { initial, body, search, changeType } = useUserSearchParams();
  const { search: query } = useLocation();
  const result = useQuery({ ...userSearchQuery(body ?? { email: '' }), enabled: body !== null });
  const user = body ? result.data?.users[0] : undefined;

  useEffect(() => {
    // The server's message, e.g. no user for that number (spec 000 section 8).
    if (result.error) showAlert('danger', errorText(result.error, messages.serviceUnavailable));
  }, [result.error]);

  // A search by the old address would find nobody now: the URL follows the new one.
  const followEmail = (email: string) => {
    if (initial.type === 'email') search({ type: 'email', countryCode: '', value: email });
  };

  useEffect(() => {
    // The home report's Back returns to this search.
    if (body) rememberSearch(query);
  }, [body, query]);

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.searchUserTitle}
      </Typography.Title>
      <Card>
        <UserSearchForm initial={initial} onSearch={search} onTypeChange={changeType} />
      </Card>
      {body && result.isFetching ? <Spin /> : null}
      {user ? <UserInformationPanel user={user} onEmailChanged={followEmail} /> : null}
      {user && links.userExtra ? links.userExtra(user.userId) : null}
      {user ? (
        <HomeLinksContext value={links}>
          <UserHomes key={user.userId} user={user} />
        </HomeLinksContext>
      ) : null}
      {body && result.data?.users.length === 0 ? <EmptyState text={messages.userNotFound} /> : null}
    </Flex>
  );
}
