import { searchFeedback } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { feedbackTicket } from '@test/feedback-ticket';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackTable } from './feedback-table';

/**
 * The table's width before it scrolls sideways: a 1280 px window less its vertical scrollbar (the
 * page is taller than 800 px; a classic scrollbar takes 15 px of the width) and the page's and the
 * card's sides.
 */
const TABLE_AT_1280 = 1280 - 15 - 2 * 24 - 2 * 24;

const long = feedbackTicket({
  feedbackId: 'FB-553913899AE0',
  type: 'DEVICE_OFFBOARDING',
  deviceCategory: 'ROMASWITCHES',
  deviceId: '001026C15B5B',
  mobile: '+919800064449',
  description: 'Setup stops at "connecting to Wi-Fi" every time, after the router was changed last week.',
  mobileName: 'Galaxy S24 Ultra',
  mobileModel: 'SM-S928B',
  mobileOSVersion: '14',
  mobileOSBuildNumber: 'UP1A.231005.007',
  appVersion: '4.5.19',
  errorCode: 'E696',
});

/** The list of the one long ticket, drawn; its container. */
async function listOfLongTicket(): Promise<HTMLElement> {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  fakeApi(answer(searchFeedback, () => [long]));
  const { container } = renderScreen(<FeedbackTable filters={{}} />, {
    path: PATHS.feedback,
    url: PATHS.feedback,
  });
  await screen.findByText('FB-553913899AE0');
  return container;
}

describe('Feedback table layout (issue 29: Status and Comments scrolled off at 1280 px)', () => {
  it('fits a 1280 px window: fixed column widths whose sum leaves the table unscrolled, twelve columns', async () => {
    const container = await listOfLongTicket();
    const header = container.querySelector('.ant-table-header table') as HTMLTableElement;
    expect(header.style.tableLayout).toBe('fixed');
    // The width below which the table scrolls sideways (Ant Design's scroll.x) is within 1280 px.
    const minimum = Number.parseInt(header.style.width, 10);
    expect(minimum).toBeGreaterThan(0);
    expect(minimum).toBeLessThanOrEqual(TABLE_AT_1280);
    const titles = Array.from(container.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent);
    expect(titles).toEqual([
      messages.slNo,
      messages.feedbackId,
      messages.feedbackType,
      messages.feedbackCategory,
      messages.feedbackBrand,
      messages.feedbackDeviceId,
      messages.feedbackMobile,
      messages.feedbackDescription,
      messages.feedbackErrorCode,
      messages.feedbackCreatedAt,
      messages.feedbackStatus,
      messages.feedbackComments,
    ]);
  });

  it("gives a ticket id room for its 12 hex digits: the app's ids (FB-183D245DB6A0) ended in an ellipsis", async () => {
    const container = await listOfLongTicket();
    const heads = Array.from(container.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent);
    const widths = Array.from(container.querySelectorAll('.ant-table-header col')).map((col) =>
      Number.parseInt((col as HTMLElement).style.width, 10),
    );
    // 'FB-' on its line, then 12 hex digits: at most 12 × 8.67 px at 12 px (C and D in Arial's
    // metrics), and the cell's 4 px sides.
    expect(widths[heads.indexOf(messages.feedbackId)]).toBeGreaterThanOrEqual(12 * 8.67 + 8);
  });

  it('writes a one-line value without line-break hints: Chromium breaks at <wbr> even where the text may not wrap (App 5.0. | 0)', async () => {
    await listOfLongTicket();
    const software = screen.getByText('App 4.5.19 · OS 14 (UP1A.231005.007)');
    expect(software.querySelectorAll('wbr')).toHaveLength(0);
    // A code shown on up to two lines keeps its break after '_'.
    expect(screen.getByTitle('DEVICE_OFFBOARDING').querySelectorAll('wbr')).toHaveLength(1);
  });

  it('keeps each long value whole in its tooltip, and names the mobile details there', async () => {
    await listOfLongTicket();
    for (const text of [long.description, 'ROMASWITCHES', 'DEVICE_OFFBOARDING', '001026C15B5B'])
      expect(screen.getByTitle(text).textContent).toBe(text);
    expect(screen.getByText('Galaxy S24 Ultra · SM-S928B').getAttribute('title')).toBe(
      `${messages.feedbackMobileName}: Galaxy S24 Ultra\n${messages.feedbackMobileModel}: SM-S928B`,
    );
    expect(screen.getByText('App 4.5.19 · OS 14 (UP1A.231005.007)').getAttribute('title')).toBe(
      `${messages.feedbackAppVersion}: 4.5.19\n${messages.feedbackMobileOS}: 14\n${messages.feedbackMobileBuild}: UP1A.231005.007`,
    );
  });
});
