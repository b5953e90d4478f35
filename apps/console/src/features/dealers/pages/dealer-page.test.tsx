import { createDealer, getDealerBySerial, listDealers } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('searches a country by its name, lists dealers under ID, and shows the country by name', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(answer(listDealers, () => [dealer]));
    open('by=country&q=India');
    const id = await screen.findByRole('button', { name: dealer.id });
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('country'))).toEqual(['in']);
    expect(screen.getByRole('columnheader', { name: messages.dealerListId })).toBeTruthy();
    fireEvent.click(id);
    const country = await screen.findByText('India');
    // Each value sits in a block of its own, which the 50-character wrap applies to.
    expect(country.className).toBe('dealer-card-value');
    expect(screen.queryByText('IN')).toBeNull();
  });

  it("says 'Dealer Created Successfully' with the new id on a line of its own", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(createDealer, () => ({
        status: 'success' as const,
        message: messages.dealerCreated,
        id: 'DLR-NEW-1',
      })),
    );
    open('tab=create');
    const field = async (label: string, value: string) =>
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    await field(messages.dealerName, 'Cool Corner Pune');
    await field(messages.dealerPhone, '9800000000');
    await field(messages.dealerLine1, '1 FC Road');
    await field(messages.dealerCity, 'Pune');
    fireEvent.mouseDown(screen.getByLabelText(messages.dealerCountry));
    // The country picker names the country; the dealer keeps its code.
    fireEvent.click(await screen.findByTitle('India'));
    fireEvent.click(screen.getByRole('button', { name: messages.dealerCreateButton }));
    const alert = await screen.findByText(
      (_, el) => el?.className === 'ant-alert-message' && /DLR-NEW-1/.test(el.textContent ?? ''),
    );
    expect(alert.textContent).toBe(`${messages.dealerCreated}\nDLR-NEW-1`);
    expect(calls[0]?.body).toMatchObject({ country: 'in' });
  });

  it('refuses a social link that is not a web address, on the field, before sending', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi();
    open('tab=create');
    const facebook = await screen.findByLabelText(messages.dealerFacebook);
    fireEvent.change(facebook, { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(facebook);
    expect(await screen.findByText(messages.dealerSocialInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
