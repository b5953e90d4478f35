import { getDealerBySerial, listDealers } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, FakeStatus, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import DealerPage from './dealer-page';

const dealer = {
  id: 'DLR-PAN-IN-1',
  name: 'Cool Corner Mumbai',
  website: null,
  email: null,
  phone: [],
  country: 'in',
  address: { line1: '10 MG Road', line2: null, city: 'Mumbai', pin: null },
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

  it('after a failed search, a search of another type asks only for that one', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(getDealerBySerial, () => {
        throw new FakeStatus(404, { code: 'invalidProductSerialNumber', message: 'not found' });
      }),
      answer(listDealers, () => [dealer]),
    );
    open('by=productSerialNumber&q=NOPE123');
    await waitFor(() => expect(calls).toHaveLength(1));
    const typePicker = document.querySelector('.search-type .ant-select-selector') as Element;
    fireEvent.mouseDown(typePicker);
    const countryOption = `.ant-select-item-option[title="${messages.dealerSearchByCountry}"]`;
    await waitFor(() => expect(document.querySelector(countryOption)).toBeTruthy());
    fireEvent.click(document.querySelector(countryOption) as Element);
    fireEvent.change(document.querySelector('.search-input input') as Element, { target: { value: 'IN' } });
    fireEvent.click(screen.getByRole('button', { name: messages.search }));
    expect(await screen.findByText(dealer.name)).toBeTruthy();
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([getDealerBySerial.path, listDealers.path]);
  });

  it("opens the country list on the link's page, as a reload does", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(listDealers, ({ query }) =>
        Array.from({ length: 100 }, (_, i) => ({
          ...dealer,
          id: `DLR-${Number(query.get('page')) * 100 + i + 1}`,
        })),
      ),
    );
    open('by=country&q=IN&page=6');
    // Page 6 is the first of the second hundred.
    expect(await screen.findByText('DLR-101')).toBeTruthy();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual(['1']);
  });
});
