import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { DisabledWithReason } from './disabled-with-reason';

describe('DisabledWithReason', () => {
  it('gives the disabled control its reason as its description before any hover', () => {
    render(
      <DisabledWithReason reason="Not onboarded yet">
        {(describedBy) => (
          <Button disabled aria-describedby={describedBy}>
            Offboard
          </Button>
        )}
      </DisabledWithReason>,
    );
    const button = screen.getByRole('button', { name: 'Offboard', description: 'Not onboarded yet' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Read once, as the description: not as text of its own.
    expect(screen.getByText('Not onboarded yet').closest('[hidden]')).not.toBeNull();
  });
});
