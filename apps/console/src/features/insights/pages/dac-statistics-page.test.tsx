import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '../../../../test/render-screen';
import DacStatisticsPage from './dac-statistics-page';

const open = (query = '') =>
  renderScreen(<DacStatisticsPage findStatistics={<p>the DAC log search</p>} />, {
    path: PATHS.dacStatistics,
    url: `${PATHS.dacStatistics}${query}`,
  });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('DAC Statistics screen', () => {
  it('opens the tab named in the link, as a reload does', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('?tab=find');
    expect(await screen.findByText('the DAC log search')).toBeTruthy();
    expect(selectedTab()).toBe(messages.findStatisticsTab);
  });

  it('keeps the chosen tab in the link, and the first tab needs none', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('?tab=nonsense');
    expect(selectedTab()).toBe(messages.dacStatisticsTab);
    fireEvent.click(screen.getByRole('tab', { name: messages.findStatisticsTab }));
    expect(currentUrl()).toBe(`${PATHS.dacStatistics}?tab=find`);
    fireEvent.click(screen.getByRole('tab', { name: messages.dacStatisticsTab }));
    expect(currentUrl()).toBe(PATHS.dacStatistics);
  });
});
