import { getManufacturedDevice, getManufacturedDevices } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { manufacturedUnit } from '@test/manufactured-unit';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import ManufacturedDevicesPage from './manufactured-devices-page';

const unit = manufacturedUnit;

describe('Manufactured Devices screen', () => {
  it("lists the link's filter at once, as a reload does, and puts it back in the form", async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const asked: URLSearchParams[] = [];
    fakeApi(
      answer(getManufacturedDevices, ({ query }) => {
        asked.push(query);
        return [unit];
      }),
    );
    renderScreen(<ManufacturedDevicesPage />, {
      path: PATHS.manufacturedDevices,
      url: `${PATHS.manufacturedDevices}?category=AC&from=2025-01-01&to=2025-01-31&fromSerial=PAC1`,
    });
    expect(await screen.findByText(unit.deviceId)).toBeTruthy();
    const query = Object.fromEntries(asked[0] ?? []);
    expect(query).toMatchObject({
      category: 'AC',
      startDate: String(dayjs('2025-01-01').valueOf()),
      endDate: String(dayjs('2025-02-01').valueOf()),
      startSerialNumber: 'PAC1',
      page: '0',
    });
    // The pickers show the link's days in the console's picker format.
    expect(screen.getByDisplayValue('01-01-2025')).toBeTruthy();
    expect(screen.getByDisplayValue('31-01-2025')).toBeTruthy();
  });

  it('says a start serial after the end serial is wrong, as the server would, without asking it', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const asked: URLSearchParams[] = [];
    fakeApi(
      answer(getManufacturedDevices, ({ query }) => {
        asked.push(query);
        return [unit];
      }),
    );
    renderScreen(<ManufacturedDevicesPage />, {
      path: PATHS.manufacturedDevices,
      url: `${PATHS.manufacturedDevices}?category=AC&from=2025-01-01`,
    });
    expect(await screen.findByText(unit.deviceId)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(messages.startSerialNumber), { target: { value: 'PAC9' } });
    fireEvent.change(screen.getByLabelText(messages.endSerialNumber), { target: { value: 'PAC1' } });
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.manufacturedSerialRangeReversed)).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('opens the unit the link names (?unit=), as a reload does, dates readable; Back closes it', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const opened: string[] = [];
    fakeApi(
      answer(getManufacturedDevices, () => [unit]),
      answer(getManufacturedDevice, ({ params }) => {
        opened.push(params.deviceId ?? '');
        return unit;
      }),
    );
    renderScreen(<ManufacturedDevicesPage />, {
      path: PATHS.manufacturedDevices,
      url: `${PATHS.manufacturedDevices}?category=AC&from=2025-01-01&unit=D1`,
    });
    const serial = await screen.findByText(unit.serialNumber, { selector: '[data-field="serialNumber"]' });
    expect(serial).toBeTruthy();
    expect(opened).toEqual(['D1']);
    expect(document.querySelector('[data-field="manufacturedDate"]')?.textContent).toBe(
      formatDateTime(unit.manufacturedDate),
    );
    fireEvent.click(screen.getByRole('button', { name: messages.back }));
    expect(await screen.findByRole('button', { name: unit.deviceId })).toBeTruthy();
    expect(document.querySelector('[data-field="serialNumber"]')).toBeNull();
  });

  it('puts the unit opened from the list in the link', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi(
      answer(getManufacturedDevices, () => [unit]),
      answer(getManufacturedDevice, () => unit),
    );
    renderScreen(<ManufacturedDevicesPage />, {
      path: PATHS.manufacturedDevices,
      url: `${PATHS.manufacturedDevices}?category=AC&from=2025-01-01`,
    });
    const link = await screen.findByRole('button', { name: unit.deviceId });
    // Walk finding: the link's side padding indented the ids from their header.
    expect(link.style.padding).toBe('0px');
    fireEvent.click(link);
    expect(
      await screen.findByText(unit.serialNumber, { selector: '[data-field="serialNumber"]' }),
    ).toBeTruthy();
    expect(currentUrl()).toContain('unit=D1');
  });

  it("lists nothing for a link's contradictory filter and says why in the form", async () => {
    signedInAs(['FACTORYADMIN'], 0);
    fakeApi(); // any call fails the test
    renderScreen(<ManufacturedDevicesPage />, {
      path: PATHS.manufacturedDevices,
      url: `${PATHS.manufacturedDevices}?category=AC&from=2025-01-10&to=2025-01-01`,
    });
    expect(await screen.findByText(messages.endBeforeStart)).toBeTruthy();
    expect(screen.queryByText(messages.noDataFound)).toBeNull();
  });
});
