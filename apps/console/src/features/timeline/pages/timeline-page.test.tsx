import { getHome } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import {
  getDeviceTimeline,
  getHomeTimeline,
  type TimelineEntry,
  type TimelineKindAccess,
  type TimelineLiveMessage,
} from '@console/contracts/timeline';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import type { LiveHandlers } from '../api/watch-timeline';
import TimelinePage from './timeline-page';

// The live tail is a stream: each test holds the handlers the panel gave it and plays the server.
const live = vi.hoisted(() => ({ handlers: [] as LiveHandlers[] }));
vi.mock('../api/watch-timeline', () => ({
  watchTimeline: (_subject: unknown, handlers: LiveHandlers) => {
    live.handlers.push(handlers);
    return new Promise(() => {});
  },
}));
beforeEach(() => {
  live.handlers = [];
});

const T = Date.UTC(2026, 0, 2, 10, 30);
const ALL: TimelineKindAccess[] = [
  { kind: 'connection', redacted: false },
  { kind: 'status', redacted: false },
  { kind: 'diagnostic', redacted: false },
  { kind: 'command', redacted: false },
];
const entry = (n: number, over: Partial<TimelineEntry> = {}): TimelineEntry => ({
  key: `k${n}`,
  at: T - n * 60_000,
  kind: 'connection',
  event: n % 2 ? 'offline' : 'online',
  deviceId: 'D01',
  userId: null,
  fields: [{ key: 'reason', header: 'Reason', desc: 'Reason', value: `reason-${n}` }],
  redacted: false,
  ...over,
});

const open = (url: string, path: string = PATHS.deviceTimeline, type: 'device' | 'home' = 'device') =>
  renderScreen(<TimelinePage type={type} />, { path, url });

describe('the timeline screen', () => {
  it("asks with the link's kinds and date, shows the entries with their details, and loads older ones", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: Record<string, string>[] = [];
    fakeApi(
      answer(getDeviceTimeline, ({ params, query }) => {
        expect(params.id).toBe('D01');
        asked.push(Object.fromEntries(query));
        return query.get('cursor')
          ? { entries: [entry(3)], next: null, kinds: ALL }
          : { entries: [entry(1), entry(2)], next: 'k2', kinds: ALL };
      }),
    );
    open(`/devices/D01/timeline?kinds=connection,status&before=${T + 1}`);
    expect(await screen.findByText('reason-1')).toBeTruthy();
    expect(asked[0]).toEqual({ kinds: 'connection,status', before: String(T + 1) });
    expect(screen.getByText(formatDateTime(T - 60_000))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `${messages.timelineDeviceTitle}: D01`,
    );
    // The chips are the kinds the server offers, pressed as the link says.
    const chips = screen.getByRole('group', { name: messages.timelineKinds });
    expect(
      within(chips).getByRole('button', { name: messages.timelineKindStatus }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(chips)
        .getByRole('button', { name: messages.timelineKindDiagnostic })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    const user = userEvent.setup();
    (screen.getByRole('button', { name: messages.timelineLoadMore }) as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('reason-3')).toBeTruthy();
    expect(asked[1]).toEqual({ kinds: 'connection,status', cursor: 'k2' });
    expect(screen.getByText(messages.timelineEnd)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.timelineLoadMore })).toBeNull();
  });

  it('keeps the kind filter and the date in the link', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getDeviceTimeline, () => ({ entries: [entry(1)], next: null, kinds: ALL })));
    open('/devices/D01/timeline');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.timelineKindDiagnostic }));
    expect(currentUrl()).toBe('/devices/D01/timeline?kinds=diagnostic');
    await user.click(screen.getByRole('button', { name: messages.timelineKindCommand }));
    expect(currentUrl()).toBe('/devices/D01/timeline?kinds=diagnostic%2Ccommand');
    await user.click(screen.getByRole('button', { name: messages.timelineAllKinds }));
    expect(currentUrl()).toBe('/devices/D01/timeline');
    typeDay(screen.getByLabelText(messages.timelineJumpTo), '01-01-2026');
    // The end of the picked day in the browser's time zone: its events and older.
    expect(currentUrl()).toBe(`/devices/D01/timeline?before=${new Date(2026, 0, 2).getTime()}`);
    await user.click(screen.getByRole('button', { name: messages.timelineNewest }));
    expect(currentUrl()).toBe('/devices/D01/timeline');
  });

  it('says when there is nothing, and when nothing is before the date', async () => {
    signedInAs(['CUSTOMERSUPPORTL1'], 1);
    fakeApi(answer(getDeviceTimeline, () => ({ entries: [], next: null, kinds: ALL })));
    const { unmount } = open('/devices/D01/timeline');
    expect(await screen.findByText(messages.timelineEmpty)).toBeTruthy();
    unmount();
    open(`/devices/D01/timeline?before=${T}`);
    expect(await screen.findByText(messages.timelineEmptyBefore)).toBeTruthy();
  });

  it("shows a redacted report's time and kind but says its details are hidden", async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const report = entry(1, { kind: 'diagnostic', event: 'report', fields: [], redacted: true });
    fakeApi(
      answer(getDeviceTimeline, () => ({
        entries: [report],
        next: null,
        kinds: [{ kind: 'diagnostic' as const, redacted: true }],
      })),
    );
    open('/devices/D01/timeline');
    expect(await screen.findByText(messages.timelineRedacted)).toBeTruthy();
    expect(screen.getByText(messages.timelineEventReport)).toBeTruthy();
  });

  it("names the server's refusal and shows no list", async () => {
    signedInAs(['CUSTOMERSUPPORTL1'], 1);
    fakeApi(
      answer(getDeviceTimeline, () => {
        throw new FakeStatus(404, {
          statusCode: 404,
          code: 'deviceNotFound',
          message: messages.deviceNotFound,
        });
      }),
    );
    open('/devices/NOPE/timeline');
    expect(await screen.findByText(messages.deviceNotFound)).toBeTruthy();
    expect(screen.getByText(messages.dataNotFound)).toBeTruthy();
  });

  it("shows a home's entries with the device or member each is about", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(getHomeTimeline, ({ params }) => {
        expect(params.homeId).toBe('H1');
        return {
          entries: [
            entry(1, { deviceId: 'D06' }),
            entry(2, { kind: 'appLogin', event: 'appLogin', deviceId: null, userId: 'U2', fields: [] }),
          ],
          next: null,
          kinds: [...ALL, { kind: 'appLogin' as const, redacted: false }],
        };
      }),
      answer(getHome, () => ({
        homeId: 'H1',
        homeName: 'Rao Residence',
        address: { addressLine1: null, addressLine2: null, city: null, pincode: null },
        spaces: [],
      })),
    );
    open('/homes/H1/timeline', PATHS.homeTimeline, 'home');
    expect(await screen.findByText('Device D06')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      `${messages.timelineHomeTitle}: Rao Residence`,
    );
    expect(screen.getByText('User U2')).toBeTruthy();
    expect(screen.getByText(messages.timelineEventAppLogin)).toBeTruthy();
  });

  it('shows live messages as they arrive, newest first, and stops when switched off', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getDeviceTimeline, () => ({ entries: [], next: null, kinds: ALL })));
    open('/devices/D01/timeline');
    expect(await screen.findByText(messages.timelineLiveOn)).toBeTruthy();
    const [handlers] = live.handlers;
    const message = (n: number, over: Partial<TimelineLiveMessage> = {}): TimelineLiveMessage => ({
      ...entry(n, {
        key: '',
        kind: 'status',
        event: 'report',
        fields: [{ key: 'ps', header: 'Power', desc: 'Power', value: `on-${n}` }],
      }),
      topic: 'status',
      rejected: null,
      ...over,
    });
    act(() => handlers?.onReady());
    expect(await screen.findByText(messages.timelineLiveWaiting)).toBeTruthy();
    act(() => handlers?.onMessage(message(2)));
    act(() =>
      handlers?.onMessage(message(1, { event: 'rejected', fields: [], rejected: 'ps: Invalid option' })),
    );
    const panel = screen
      .getByRole('heading', { name: messages.timelineLive })
      .closest('.ant-card') as HTMLElement;
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('ps: Invalid option');
    expect(items[1]?.textContent).toContain('on-2');
    // The kind filter holds for live messages too.
    const user = userEvent.setup();
    act(() =>
      handlers?.onMessage(
        message(3, { kind: 'connection', topic: 'connection', event: 'online', fields: [] }),
      ),
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: messages.timelineKindConnection }));
    await expect.poll(() => within(panel).getAllByRole('listitem').length).toBe(1);
    await user.click(within(panel).getByRole('switch'));
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
  });
});
