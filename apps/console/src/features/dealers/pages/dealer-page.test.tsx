import { listDealers } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import DealerPage from './dealer-page';

const dealer = {
  id: 'DLR-PAN-IN-1',
  name: 'Cool Corner Mumbai',
  website: null,
  email: null,
  phone: [],
  country: 'in',
  address: { line1: '10 MG Road', line2: null, city: 'Mumbai', pincode: null },
  socials: { facebook: null, instagram: null, x: null },
};

const open = (query: string) =>
  renderScreen(<DealerPage />, { path: PATHS.deviceDealer, url: `${PATHS.deviceDealer}?${query}` });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Dealer Management screen', () => {
  it('opens the tab named in the link, as a reload does', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('tab=upload');
    await screen.findByRole('tab', { name: messages.dealerUploadTab });
    expect(selectedTab()).toBe(messages.dealerUploadTab);
  });

  it("shows the country list of the link's search, as a reload does", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(answer(listDealers, () => [dealer]));
    open('by=country&q=IN');
    expect(await screen.findByText(dealer.name)).toBeTruthy();
    expect(selectedTab()).toBe(messages.dealerSearchTab);
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('country'))).toEqual(['in']);
  });

  it('keeps a non-admin on Get Dealer Information whatever the link says', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi();
    open('tab=create');
    await screen.findByRole('tab', { name: messages.dealerSearchTab });
    expect(screen.queryByRole('tab', { name: messages.dealerCreateTab })).toBeNull();
  });
});
