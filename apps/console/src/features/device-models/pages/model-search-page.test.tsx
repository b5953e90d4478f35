import { getModelById } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { deviceModel } from '@test/device-model';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ModelSearchPage from './model-search-page';

const model = deviceModel();

const openModel = (modelId: string) =>
  renderScreen(<ModelSearchPage />, {
    path: PATHS.deviceDetail,
    url: `${PATHS.deviceDetail}?modelId=${modelId}`,
  });

describe('Device Model search screen', () => {
  it('shows the model named in the link, with Edit for a product manager of its category', async () => {
    signedInAs(['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'], 3);
    const calls = fakeApi(answer(getModelById, ({ params }) => ({ ...model, modelId: params.id ?? '' })));
    openModel('CS-RU12');
    expect(await screen.findByText('Split AC 1 ton')).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.edit })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([getModelById.path.replace(':id', 'CS-RU12')]);
  });

  it('offers no Edit to a support agent', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    fakeApi(answer(getModelById, () => model));
    openModel('CS-RU12');
    expect(await screen.findByText('Split AC 1 ton')).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.edit })).toBeNull();
  });

  // QA walk: Product ID read '0x8000' (as entered) beside Vendor ID '4447', and QR Code Fetch '32768'.
  it('shows Matter ids one way, decimal with the hex beside', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    const matter = {
      ...model,
      isMatterEnabled: true,
      chipType: 'ESPWIFI',
      matterPID: '0x8000',
      vendorId: 4447,
    };
    fakeApi(answer(getModelById, () => matter));
    openModel('CS-RU12');
    expect(await screen.findByText('32768 (0x8000)')).toBeTruthy();
    expect(screen.getByText('4447 (0x115F)')).toBeTruthy();
  });

  it("says the server's refusal in the banner and shows no model", async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    fakeApi(
      answer(getModelById, () => {
        throw new FakeStatus(404, { message: messages.modelNotFound });
      }),
    );
    openModel('NOPE');
    expect(await screen.findByText(messages.modelNotFound)).toBeTruthy();
    expect(screen.queryByText('Split AC 1 ton')).toBeNull();
  });
});
