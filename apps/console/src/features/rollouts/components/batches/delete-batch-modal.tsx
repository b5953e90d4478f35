import { messages } from '@console/contracts/messages';
import { Modal } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useDeleteBatch } from '../../api/delete-batch';

interface Props {
  batchId: string | null;
  onClose: () => void;
}

/** 'Are you sure want to delete a batch?' with Delete Batch and Cancel; the list reloads after. */
export function DeleteBatchModal({ batchId, onClose }: Props) {
  const remove = useDeleteBatch();
  const confirm = () => {
    if (!batchId) return;
    remove.mutate(batchId, {
      onSuccess: (res) => {
        showAlert('success', res.message);
        onClose();
      },
      // The server's message, else the catalogue's.
      onError: (error) => showAlert('danger', errorText(error, messages.internalError)),
    });
  };
  return (
    <Modal
      open={batchId !== null}
      title={messages.deleteBatch}
      okText={messages.deleteBatch}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={messages.cancel}
      onOk={confirm}
      onCancel={onClose}
    >
      {messages.confirmDeleteBatch}
    </Modal>
  );
}
