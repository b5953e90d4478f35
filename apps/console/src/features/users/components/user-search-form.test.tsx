import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserSearchForm } from './user-search-form';

describe('Search User form', () => {
  it("says what is wrong with a malformed e-mail under the spec's 'Invalid request', and sends nothing (QA walk)", async () => {
    signedInAs(['CUSTOMERSUPPORTL1'], 1);
    const onSearch = vi.fn();
    renderScreen(<UserSearchForm initial={{ type: 'email' }} onSearch={onSearch} onTypeChange={vi.fn()} />, {
      path: PATHS.dashboard,
      url: PATHS.dashboard,
    });
    fireEvent.change(screen.getByLabelText(messages.searchValueLabel), {
      target: { value: 'manish.rao1@mail' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.search }));
    expect(await screen.findByText(messages.invalidRequest)).toBeTruthy();
    expect(await screen.findByText(messages.searchEmailFormatHint)).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
