import {
  type FeedbackStatus,
  type FeedbackTicket,
  reopenFeedback,
  searchFeedback,
  updateFeedback,
} from '@console/contracts/feedback';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { feedbackTicket } from '@test/feedback-ticket';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackTable } from './feedback-table';

const ticket = (status: FeedbackStatus, comments: string | null = null) =>
  feedbackTicket({ status, comments });

/** One ticket held as the server would, changed by the update and reopen calls; the calls made. */
function oneTicket(start: FeedbackTicket) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  let held = start;
  const updates: unknown[] = [];
  const reopens: string[] = [];
  fakeApi(
    answer(searchFeedback, () => [held]),
    answer(updateFeedback, ({ body }) => {
      updates.push(body);
      const b = body as { status: FeedbackStatus; comments?: string };
      held = { ...held, status: b.status, comments: b.comments ?? held.comments };
      const message =
        b.comments !== undefined ? messages.feedbackCommentsUpdated : messages.feedbackStatusUpdated;
      return { status: 'success' as const, message };
    }),
    answer(reopenFeedback, ({ params }) => {
      reopens.push(params.id ?? '');
      held = { ...held, status: 'IN-PROGRESS' };
      return { status: 'success' as const, message: messages.feedbackReopened };
    }),
  );
  renderScreen(<FeedbackTable filters={{}} />, { path: PATHS.feedback, url: PATHS.feedback });
  return { updates, reopens };
}

const chooseStatus = async (status: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status FB-1' }));
  fireEvent.click(await screen.findByTitle(status));
};

describe('Feedback table', () => {
  it('saves a comment on Enter, with the status, once (leaving the field after does not save it again), and shows it saved', async () => {
    const { updates } = oneTicket(ticket('IN-PROGRESS'));
    const input = await screen.findByRole('textbox', { name: 'Comments FB-1' });
    fireEvent.change(input, { target: { value: 'Called the customer ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText(`✓ ${messages.feedbackCommentSaved}`);
    expect(updates).toEqual([{ status: 'IN-PROGRESS', comments: 'Called the customer' }]);
    fireEvent.blur(input);
    // The list read again holds the saved comment; the field still shows it, and Saved.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Called the customer'));
    expect(updates).toHaveLength(1);
    expect(screen.getByText(`✓ ${messages.feedbackCommentSaved}`)).toBeTruthy();
    // Typing again: no longer Saved until it is.
    fireEvent.change(input, { target: { value: 'Called twice' } });
    expect(screen.queryByText(`✓ ${messages.feedbackCommentSaved}`)).toBeNull();
    fireEvent.blur(input);
    await screen.findByText(`✓ ${messages.feedbackCommentSaved}`);
    expect(updates).toEqual([
      { status: 'IN-PROGRESS', comments: 'Called the customer' },
      { status: 'IN-PROGRESS', comments: 'Called twice' },
    ]);
  });

  it('asks before closing: Cancel changes nothing, Close ticket closes it', async () => {
    const { updates } = oneTicket(ticket('IN-PROGRESS', 'Sent a new card'));
    await chooseStatus('CLOSED');
    const title = fillMessage(messages.feedbackConfirmCloseTitle, { feedbackId: 'FB-1' });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(messages.feedbackConfirmClose);
    fireEvent.click(screen.getByRole('button', { name: messages.cancel }));
    expect(updates).toEqual([]);

    await chooseStatus('CLOSED');
    await screen.findByRole('dialog', { name: title });
    fireEvent.click(screen.getByRole('button', { name: messages.feedbackCloseConfirm }));
    await screen.findByRole('button', { name: 'Reopen FB-1' });
    expect(updates).toEqual([{ status: 'CLOSED' }]);
  });

  it('moves NEW to IN-PROGRESS without asking', async () => {
    const { updates } = oneTicket(ticket('NEW'));
    await chooseStatus('IN-PROGRESS');
    await waitFor(() => expect(updates).toEqual([{ status: 'IN-PROGRESS' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens a closed ticket: its status can be changed again', async () => {
    const { reopens } = oneTicket(ticket('CLOSED', 'Router replaced'));
    const status = await screen.findByRole('combobox', { name: 'Status FB-1' });
    expect(status.closest('.ant-select')?.className).toContain('ant-select-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Reopen FB-1' }));
    await screen.findByText(messages.feedbackReopened);
    expect(reopens).toEqual(['FB-1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reopen FB-1' })).toBeNull());
    expect(status.closest('.ant-select')?.className).not.toContain('ant-select-disabled');
  });
});
