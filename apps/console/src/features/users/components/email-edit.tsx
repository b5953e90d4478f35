import { EditOutlined } from '@ant-design/icons';
import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { type EndUser, isValidEmail } from '@console/contracts/users';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { useUpdateUserEmail } from '../api/update-user-email';

/**
 * The user's e-mail with an edit icon for level above 1 (spec 000 sections 4 to 6): the icon reveals
 * an input with Update and Cancel; Update stays disabled while the field is empty or invalid.
 */
export function EmailEdit({ user, onChanged }: { user: EndUser; onChanged?: (email: string) => void }) {
  const principal = usePrincipal();
  const update = useUpdateUserEmail();
  const [draft, setDraft] = useState<string | null>(null);
  const mayEdit = principal ? can(principal, 'editUserEmail') : false;

  if (draft === null) {
    return (
      <Flex gap="small" align="center">
        <span>{user.email ?? '—'}</span>
        {mayEdit ? (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={messages.editEmail}
            onClick={() => setDraft(user.email ?? '')}
          />
        ) : null}
      </Flex>
    );
  }

  const valid = isValidEmail(draft);
  const submit = () =>
    update.mutate(
      { email: draft.trim(), userId: user.userId },
      {
        onSuccess: (res) => {
          showAlert('success', res.message);
          setDraft(null);
          onChanged?.(draft.trim().toLowerCase());
        },
        onError: (error) => showAlert('danger', errorText(error, messages.emailUpdateFailed)),
      },
    );

  return (
    <Flex vertical gap={4}>
      <Flex gap="small" align="center" wrap>
        <Input
          className="email-input"
          aria-label={messages.newEmail}
          value={draft}
          status={draft && !valid ? 'error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => valid && submit()}
          autoFocus
        />
        <Button type="primary" disabled={!valid} loading={update.isPending} onClick={submit}>
          {messages.update}
        </Button>
        <Button onClick={() => setDraft(null)}>{messages.cancel}</Button>
      </Flex>
      {draft && !valid ? <Typography.Text type="danger">{messages.emailNotValid}</Typography.Text> : null}
    </Flex>
  );
}
