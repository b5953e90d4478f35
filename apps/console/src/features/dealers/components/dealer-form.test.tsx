import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerForm } from './dealer-form';

/** The form item labels marked required (Ant Design's asterisk), by their text. */
const marked = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.ant-form-item-required')).map((label) => label.textContent);

describe('Dealer form', () => {
  it('marks the fields spec 002 section 5 requires (the country select aside), and only those, before anything is typed', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    const { container } = renderScreen(
      <DealerForm saving={false} onSave={() => undefined} onCancel={() => undefined} />,
      { path: PATHS.deviceDealer, url: PATHS.deviceDealer },
    );
    await screen.findByLabelText(messages.dealerName);
    expect(marked(container)).toEqual([
      messages.dealerName,
      messages.dealerPhone,
      messages.dealerLine1,
      messages.dealerCity,
    ]);
  });
});
