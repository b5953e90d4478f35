import { messages } from '@console/contracts/messages';
import type { EndUser as User } from '@console/contracts/users';
import { Card, Descriptions } from 'antd';

const fullName = (u: User): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.userName || u.userId;

/** Name, e-mail and phone of the user found (spec 000 section 2). */
export function UserInformationPanel({ user }: { user: User }) {
  return (
    <Card title={<h2 className="card-title">{messages.userInformation}</h2>}>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'name', label: messages.userFullName, children: fullName(user) },
          { key: 'email', label: messages.userEmail, children: user.email ?? '—' },
          { key: 'phone', label: messages.userPhone, children: user.mobile ?? '—' },
        ]}
      />
    </Card>
  );
}
