import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveChannel } from '@/features/live';
import { NoticeBell } from '@/features/system/notice';
import { fakeLiveClient, loggedInForLive } from '@/test/liveClient';
import { grant } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { log } from '../testData';
import { openAlarmCount, openAlarmsQuery } from './bellAlarms';
import { useLiveAlarms } from './useLiveAlarms';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const { client, frame } = fakeLiveClient();

/** What the shell mounts: the channel, the live alarms and the bell. */
function Shell() {
  useLiveChannel(client);
  useLiveAlarms(client);
  return <NoticeBell />;
}

const open = log(1, 'Too hot');
const arrived = log(2, 'Door open', {
  level: 2,
  alarmLevel: { level: 2, name: 'Urgent', color: '#fa541c' },
  devcie: { id: 8, name: 'Front door', key: 'd-1' },
  deviceKey: 'd-1',
});

function serve(alarms = [open], unreadNotices = 1) {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/sysNotice/unReadCount')) return { notifyCount: unreadNotices, noticeCount: 0 };
    if (url.endsWith('/sysNotice/listShow')) return { list: [], total: 0, currentPage: 1 };
    if (url.endsWith('/alarm/log/list')) return { list: alarms, currentPage: 1, Total: alarms.length };
    throw new Error(`unexpected GET ${url}`);
  });
}

loggedInForLive();

describe('alarms in the bell', () => {
  it('counts open alarms on the badge and lists them with their level in the alarms tab', async () => {
    serve();
    grant(['*/*/*']);
    renderWithProviders(<Shell />);
    // One unread notice and one open alarm.
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/alarm/log/list', { pageNum: 1, pageSize: 5, status: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Alarms (1)' }));
    const list = await screen.findByTestId('alarm-bell-list');
    expect(within(list).getByText('Critical')).toBeInTheDocument();
    expect(within(list).getByText('Lab thermometer')).toBeInTheDocument();
    // A list holds only li (axe): the button is inside the item.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(within(list).getByRole('listitem')).getByRole('button')).toHaveTextContent('Too hot');
    fireEvent.click(within(list).getByText('Too hot'));
    expect(screen.getByTestId('location')).toHaveTextContent('/iot/device/detail/t-001');
  });

  it('opens on the tab that has the news: alarms when no notice is unread, else notices', async () => {
    serve([open], 0);
    grant(['*/*/*']);
    renderWithProviders(<Shell />);
    expect(await screen.findByText('1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('tab', { name: 'Alarms (1)', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('alarm-bell-list')).toBeVisible();
  });

  it('takes a live alarm into the bell at once and pops it up, linking to the device and the log', async () => {
    serve();
    grant(['*/*/*']);
    const { client: queryClient } = renderWithProviders(<Shell />);
    await screen.findByText('2');
    // The refetch the frame starts answers with both alarms, as the server would.
    serve([arrived, open]);
    frame({ event: 'alarm', data: arrived, code: 0, timestamp: 0 });
    expect(openAlarmCount(queryClient.getQueryData(openAlarmsQuery().queryKey))).toBe(2);
    expect(await screen.findByText('3')).toBeInTheDocument();
    // The same alarm again (another process, a retry) is counted once.
    frame({ event: 'alarm', data: arrived, code: 0, timestamp: 0 });
    expect(openAlarmCount(queryClient.getQueryData(openAlarmsQuery().queryKey))).toBe(2);
    expect(await screen.findByText('Alarm: Urgent')).toBeInTheDocument();
    expect(screen.getByText('Device Front door matched rule "Door open"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open device' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/iot/device/detail/d-1');
  });

  it("names a seeded level and demo device in the user's language, in the list and the pop-up", async () => {
    const seeded = log(3, 'Seeded', {
      alarmLevel: { level: 1, name: '超紧急', color: '#f5222d' },
      devcie: { id: 2, name: '温湿度传感器 2', key: 'th_0002' },
      deviceKey: 'th_0002',
    });
    serve([]);
    grant(['*/*/*']);
    renderWithProviders(<Shell />);
    await screen.findByText('1');
    serve([seeded]);
    frame({ event: 'alarm', data: seeded, code: 0, timestamp: 0 });
    expect(await screen.findByText('Alarm: Critical')).toBeInTheDocument();
    expect(screen.getByText('Device Temperature and humidity sensor 2 matched rule "Seeded"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Alarms (1)' }));
    const list = await screen.findByTestId('alarm-bell-list');
    expect(within(list).getByText('Temperature and humidity sensor 2')).toBeInTheDocument();
  });

  it('shows no alarms to a user without the alarm log', async () => {
    serve();
    grant([]);
    renderWithProviders(<Shell />);
    expect(await screen.findByText('1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByTestId('notice-panel');
    expect(screen.queryByRole('tab', { name: /Alarms/ })).toBeNull();
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
    expect(http.get).not.toHaveBeenCalledWith('/api/v1/alarm/log/list', expect.anything());
  });
});
