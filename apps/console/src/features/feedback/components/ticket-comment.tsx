import { commentsEditable, type FeedbackTicket } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useUpdateFeedback } from '../api/feedback-calls';

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * A ticket's comment, saved with the ticket's current status (spec 002 section 4) when the field is
 * left and when Enter confirms it (ours: Enter alone used to save nothing). The field says Saving…
 * and then Saved until it is edited again, so a saved comment is seen to be saved.
 */
export function TicketComment({ ticket }: { ticket: FeedbackTicket }) {
  const update = useUpdateFeedback();
  const stored = ticket.comments ?? '';
  const [value, setValue] = useState(stored);
  const [state, setState] = useState<SaveState>('idle');
  // The text last saved or being saved: Enter then leaving the field saves it once.
  const sent = useRef(stored);
  const editable = commentsEditable(ticket.status);

  useEffect(() => {
    // The list read again: show what the server holds, unless the field was edited since.
    setValue((shown) => (shown.trim() === sent.current ? stored : shown));
    sent.current = stored;
  }, [stored]);

  const save = (text: string) => {
    const comments = text.trim();
    if (!editable || comments === sent.current) return;
    const before = sent.current;
    sent.current = comments;
    setState('saving');
    update.mutate(
      { id: ticket.feedbackId, body: { status: ticket.status, comments } },
      {
        onSuccess: (res) => {
          setState('saved');
          showAlert('success', res.message);
        },
        onError: (error) => {
          sent.current = before;
          setState('idle');
          showAlert('danger', errorText(error, messages.feedbackCommentsFailed));
        },
      },
    );
  };

  return (
    <Input
      value={value}
      readOnly={!editable}
      placeholder={editable ? messages.feedbackCommentHint : undefined}
      aria-label={`${messages.feedbackComments} ${ticket.feedbackId}`}
      style={{ width: '100%' }}
      onChange={(e) => {
        setValue(e.target.value);
        if (state === 'saved') setState('idle');
      }}
      onFocus={() => {
        if (!editable) showAlert('warning', messages.feedbackCommentsLocked);
      }}
      onPressEnter={(e) => save(e.currentTarget.value)}
      onBlur={(e) => save(e.target.value)}
      // Always a suffix: adding one later would rebuild the input and take its focus away.
      suffix={
        <Typography.Text type={state === 'saved' ? 'success' : 'secondary'} role="status">
          {state === 'saving'
            ? messages.feedbackCommentSaving
            : state === 'saved'
              ? `✓ ${messages.feedbackCommentSaved}`
              : ''}
        </Typography.Text>
      }
    />
  );
}
