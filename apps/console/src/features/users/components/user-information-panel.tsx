import { messages } from '@console/contracts/messages';
import { type EndUser as User, userDisplayName } from '@console/contracts/users';
import { Card, Descriptions } from 'antd';
import { EmailEdit } from './email-edit';

interface Props {
  user: User;
  /** Told the new address after an e-mail edit. */
  onEmailChanged?: (email: string) => void;
}

/** Name, e-mail and phone of the user found (spec 000 section 2). */
export function UserInformationPanel({ user, onEmailChanged }: Props) {
  return (
    <Card title={<h2 className="card-title">{messages.userInformation}</h2>}>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'name', label: messages.userFullName, children: userDisplayName(user) },
          {
            key: 'email',
            label: messages.userEmail,
            children: <EmailEdit key={user.userId} user={user} onChanged={onEmailChanged} />,
          },
          { key: 'phone', label: messages.userPhone, children: user.mobile ?? '—' },
        ]}
      />
    </Card>
  );
}
