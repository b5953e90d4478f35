import {
  canMoveFeedback,
  canReopenFeedback,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type FeedbackTicket,
} from '@console/contracts/feedback';
import { fillMessage, messages } from '@console/contracts/messages';
import { Button, Flex, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useReopenFeedback, useUpdateFeedback } from '../api/feedback-calls';

/**
 * A ticket's status: the dropdown while not CLOSED (spec 002 section 4). Closing asks first, as a
 * closed ticket can no longer change here; a closed ticket offers Reopen (ours, audited), to
 * whoever may close one (everyone this screen is open to).
 */
export function TicketStatus({ ticket }: { ticket: FeedbackTicket }) {
  const update = useUpdateFeedback();
  const reopen = useReopenFeedback();
  const [confirming, setConfirming] = useState(false);

  const setStatus = (status: FeedbackStatus) =>
    update.mutate(
      { id: ticket.feedbackId, body: { status } },
      {
        onSuccess: (res) => showAlert('success', res.message),
        onError: (error) => showAlert('danger', errorText(error, messages.feedbackStatusFailed)),
      },
    );
  const reopenTicket = () =>
    reopen.mutate(ticket.feedbackId, {
      onSuccess: (res) => showAlert('success', res.message),
      onError: (error) => showAlert('danger', errorText(error, messages.feedbackStatusFailed)),
    });

  return (
    <Flex vertical gap={4} align="start">
      <Select<FeedbackStatus>
        value={ticket.status}
        disabled={ticket.status === 'CLOSED'}
        // A closed ticket's status is still read: not in the disabled grey (contrast 1.8:1).
        labelRender={({ label }) => <span style={{ color: 'rgba(0, 0, 0, 0.7)' }}>{label}</span>}
        aria-label={`${messages.feedbackStatus} ${ticket.feedbackId}`}
        style={{ width: '100%' }}
        options={FEEDBACK_STATUSES.map((s) => ({
          value: s,
          label: s,
          disabled: !canMoveFeedback(ticket.status, s),
        }))}
        onChange={(s) => (s === 'CLOSED' ? setConfirming(true) : setStatus(s))}
      />
      {canReopenFeedback(ticket.status) ? (
        <Button
          size="small"
          loading={reopen.isPending}
          aria-label={`${messages.feedbackReopen} ${ticket.feedbackId}`}
          onClick={reopenTicket}
        >
          {messages.feedbackReopen}
        </Button>
      ) : null}
      <Modal
        open={confirming}
        title={fillMessage(messages.feedbackConfirmCloseTitle, { feedbackId: ticket.feedbackId })}
        okText={messages.feedbackCloseConfirm}
        cancelText={messages.cancel}
        // The safe answer has the focus: Enter twice does not close a ticket.
        cancelButtonProps={{ autoFocus: true }}
        onOk={() => {
          setConfirming(false);
          setStatus('CLOSED');
        }}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {messages.feedbackConfirmClose}
      </Modal>
    </Flex>
  );
}
