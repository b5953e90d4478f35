import { searchFeedback } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { feedbackTicket } from '@test/feedback-ticket';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeedbackPage from './feedback-page';

const ticket = feedbackTicket();

/** A level-5 agent, and a search call that answers one ticket and keeps what each search asked. */
function searchesOfOneTicket(): URLSearchParams[] {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const asked: URLSearchParams[] = [];
  fakeApi(
    answer(searchFeedback, ({ query }) => {
      asked.push(query);
      return [ticket];
    }),
  );
  return asked;
}

describe('Feedback screen', () => {
  it("lists the link's filters, as a reload does, and puts them back in the form", async () => {
    const asked = searchesOfOneTicket();
    renderScreen(<FeedbackPage />, {
      path: PATHS.feedback,
      url: `${PATHS.feedback}?status=NEW&startDate=01012026`,
    });
    expect(await screen.findByText(ticket.description)).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({ status: 'NEW', startDate: '01012026' });
    expect(screen.getByDisplayValue('01-01-2026')).toBeTruthy();
  });

  it('leaves out a date edited in the link that names no real day, in the form and in the search', async () => {
    const asked = searchesOfOneTicket();
    renderScreen(<FeedbackPage />, {
      path: PATHS.feedback,
      url: `${PATHS.feedback}?status=NEW&startDate=31022026&endDate=01032026`,
    });
    expect(await screen.findByText(ticket.description)).toBeTruthy();
    const sent = Object.fromEntries(asked[0] ?? []);
    expect(sent).toMatchObject({ status: 'NEW', endDate: '01032026' });
    expect(sent.startDate).toBeUndefined();
    // 31 February is not shown as 3 March.
    expect(screen.queryByDisplayValue('03-03-2026')).toBeNull();
    expect(screen.getByDisplayValue('01-03-2026')).toBeTruthy();
  });

  it("opens the link's page, as a reload does, and keeps the page it moves to in the link", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: string[] = [];
    // 100 tickets in each server page: pages 1 to 5 in the first hundred, 6 to 10 in the second.
    fakeApi(
      answer(searchFeedback, ({ query }) => {
        const from = Number(query.get('page')) * 100;
        asked.push(query.get('page') ?? '');
        return Array.from({ length: 100 }, (_, i) => ({
          ...ticket,
          feedbackId: `FB-${from + i + 1}`,
          description: `Ticket ${from + i + 1}`,
        }));
      }),
    );
    renderScreen(<FeedbackPage />, { path: PATHS.feedback, url: `${PATHS.feedback}?status=NEW&page=7` });
    // Page 7 shows the 121st to 140th tickets, from the second server page.
    expect(await screen.findByText('Ticket 121')).toBeTruthy();
    expect(asked).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: '8' }));
    expect(await screen.findByText('Ticket 141')).toBeTruthy();
    expect(currentUrl()).toBe(`${PATHS.feedback}?status=NEW&page=8`);
  });

  it('says under End Date that it is before Start Date, and neither lists nor asks for it (it listed No Data found)', async () => {
    const asked = searchesOfOneTicket();
    renderScreen(<FeedbackPage />, { path: PATHS.feedback, url: PATHS.feedback });
    expect(await screen.findByText(ticket.description)).toBeTruthy();
    typeDay(screen.getByRole('textbox', { name: messages.feedbackStartDate }), '10-01-2026');
    typeDay(screen.getByRole('textbox', { name: messages.feedbackEndDate }), '05-01-2026');
    fireEvent.click(screen.getByRole('button', { name: messages.feedbackFilter }));
    expect(await screen.findByText(messages.endBeforeStart)).toBeTruthy();
    expect(asked.filter((q) => q.get('endDate'))).toEqual([]);
    expect(currentUrl()).toBe(PATHS.feedback);
    // The list shown stays the last good one.
    expect(screen.getByText(ticket.description)).toBeTruthy();
  });

  it('opens a link whose end date is before its start date with the reason under End Date, and no list', async () => {
    const asked = searchesOfOneTicket();
    renderScreen(<FeedbackPage />, {
      path: PATHS.feedback,
      url: `${PATHS.feedback}?startDate=10012026&endDate=05012026`,
    });
    expect(await screen.findByText(messages.endBeforeStart)).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('05-01-2026')).toBeTruthy());
    expect(asked).toEqual([]);
    expect(screen.queryByText(messages.noDataFound)).toBeNull();
  });
});
