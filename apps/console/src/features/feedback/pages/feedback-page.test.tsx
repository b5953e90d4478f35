import { searchFeedback } from '@console/contracts/feedback';
import { PATHS } from '@console/contracts/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import FeedbackPage from './feedback-page';

const ticket = {
  feedbackId: 'FB-1',
  type: 'WARRANTY',
  deviceBrand: 'PANASONIC',
  deviceCategory: 'AC',
  deviceId: null,
  mobile: null,
  description: 'The warranty card is missing.',
  status: 'NEW' as const,
  comments: null,
  errorCode: null,
  appVersion: null,
  mobileOSVersion: null,
  mobileName: null,
  mobileModel: null,
  mobileOSBuildNumber: null,
  createdAt: 1_767_225_600,
  updatedAt: 1_767_225_600,
};

describe('Feedback screen', () => {
  it("lists the link's filters, as a reload does, and puts them back in the form", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: URLSearchParams[] = [];
    fakeApi(
      answer(searchFeedback, ({ query }) => {
        asked.push(query);
        return [ticket];
      }),
    );
    renderScreen(<FeedbackPage />, {
      path: PATHS.feedback,
      url: `${PATHS.feedback}?status=NEW&startDate=01012026`,
    });
    expect(await screen.findByText(ticket.description)).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({ status: 'NEW', startDate: '01012026' });
    expect(screen.getByDisplayValue('01-01-2026')).toBeTruthy();
  });
});
