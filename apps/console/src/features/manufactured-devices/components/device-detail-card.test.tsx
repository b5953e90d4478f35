import { messages } from '@console/contracts/messages';
import { manufacturedUnit } from '@test/manufactured-unit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceDetailCard } from './device-detail-card';

describe('Device detail card (line test, manufactured devices)', () => {
  // QA walk: one device read two Created At dates, here and on Device Info (the cloud record's).
  it("names its Created At as the factory record's", () => {
    render(<DeviceDetailCard device={manufacturedUnit} title={messages.deviceDetails} />);
    expect(screen.getByText(messages.factoryCreatedAt)).toBeTruthy();
    expect(screen.queryByText(messages.createdAt)).toBeNull();
  });
});
