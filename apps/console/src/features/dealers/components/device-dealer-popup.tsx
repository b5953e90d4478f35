import { can } from '@console/contracts/access';
import type { DealerBody } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, statusOf } from '@/shared/api/api-error';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { useDealerChanges } from '../api/change-dealer';
import { deviceDealerQuery } from '../api/device-dealer';
import { DealerCard } from './dealer-card';
import { DealerForm } from './dealer-form';

/** Dealer information of a device: the card, its edit form and delete (spec 000 section 2). */
export default function DeviceDealerPopup({ deviceId, onClose }: { deviceId: string; onClose: () => void }) {
  const principal = usePrincipal();
  const dealer = useQuery(deviceDealerQuery(deviceId));
  const { update, remove } = useDealerChanges();
  const [editing, setEditing] = useState(false);
  const mayEdit = principal ? can(principal, 'manageDealers') : false;

  useEffect(() => {
    // No dealer is an empty card, not a failure.
    if (dealer.error && statusOf(dealer.error) !== 404) {
      showAlert('danger', errorText(dealer.error, messages.dealerDetailsFailed));
    }
  }, [dealer.error]);

  const onDelete = (id: string) =>
    remove.mutateAsync(id).then(
      (res) => showAlert('success', res.message),
      (error) => showAlert('danger', errorText(error, messages.dealerDeleteFailed)),
    );
  const onSave = (id: string, body: DealerBody) =>
    update.mutate(
      { id, body },
      {
        onSuccess: (res) => {
          showAlert('success', res.message);
          setEditing(false);
        },
        onError: (error) => showAlert('danger', errorText(error, messages.dealerUpdateFailed)),
      },
    );

  let body = <Spin />;
  if (dealer.data && editing) {
    const d = dealer.data;
    body = (
      <DealerForm
        dealer={d}
        saving={update.isPending}
        onSave={(b) => onSave(d.id, b)}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (dealer.data) {
    const d = dealer.data;
    body = (
      <DealerCard
        dealer={d}
        mayEdit={mayEdit}
        deleting={remove.isPending}
        onEdit={() => setEditing(true)}
        onDelete={() => onDelete(d.id)}
      />
    );
  } else if (dealer.error) body = <EmptyState text={messages.dataNotFound} />;

  return (
    <Modal
      open
      title={editing ? messages.dealerEditTitle : messages.dealerTitle}
      onCancel={onClose}
      width={640}
      // While editing, the form's own Cancel and Save are the footer.
      footer={editing ? null : <Button onClick={onClose}>{messages.close}</Button>}
    >
      {body}
    </Modal>
  );
}
