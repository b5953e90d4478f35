import { getDealer, listDealers } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DealerPage from './dealer-page';

// Issue 29: a dealer card opened from a country's list was lost on reload.
const dealer = {
  id: 'DLR-PAN-IN-7',
  name: 'Cool Corner Pune',
  website: null,
  email: null,
  phone: [],
  country: 'in',
  address: { line1: '7 FC Road', line2: null, city: 'Pune', pin: null },
  socials: { facebook: null, instagram: null, x: null },
};
const LIST = `${PATHS.deviceDealer}?by=country&q=IN`;
const open = (url: string) => renderScreen(<DealerPage />, { path: PATHS.deviceDealer, url });

describe('a dealer card opened from the country list', { timeout: 30_000 }, () => {
  it('is kept in the link: opening it adds the dealer, Back removes it; the row is the card', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(answer(listDealers, () => [dealer]));
    open(LIST);
    fireEvent.click(await screen.findByRole('button', { name: dealer.id }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}&dealer=${dealer.id}`));
    expect(await screen.findByText(dealer.address.line1, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.back }));
    await waitFor(() => expect(currentUrl()).toBe(LIST));
    expect(await screen.findByText(dealer.name)).toBeTruthy();
    // The card came from the row: only the list was asked for.
    expect(calls.every((c) => c.url.startsWith(listDealers.path))).toBe(true);
  });

  it('opens again on reload, the dealer asked for by its id', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(answer(getDealer, () => dealer));
    open(`${LIST}&dealer=${dealer.id}`);
    expect(await screen.findByText(dealer.address.line1, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.back })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([`${getDealer.path}?id=${dealer.id}`]);
  });
});
