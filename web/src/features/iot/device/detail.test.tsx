import type { DeviceRow } from '@iot/contract';
import { DEVICE_LOG_TYPES } from '@iot/contract/iot';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { http } from '@/test/httpMock';
import { liveEachTest, subscribedTopics } from '@/test/liveSockets';
import { rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeviceDetail } from './detail/DeviceDetail';
import { LOG_TYPE_KEYS, logTypeLabel } from './detail/logTypes';
import { DEVICE } from './texts';
import { device, tsl } from './testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// The console's live client, on fake sockets: the test plays the server.
vi.mock('@/lib/live', async (importOriginal) =>
  (await import('@/test/liveSockets')).withFakeLive(await importOriginal()),
);
// jsdom has no canvas: the chart shows what it was given.
vi.mock('./detail/HistoryChart', () => ({
  default: ({ history }: { history: { points: unknown[]; bucketMs: number } }) => (
    <div data-testid="chart">
      {history.points.length} points, bucket {history.bucketMs}
    </div>
  ),
}));

vi.setConfig({ testTimeout: 60000 });

const now = Date.now();
const th = device('th_0001', 2, {
  tsl,
  authType: 1,
  authUser: 'th-user',
  authPasswd: 's3cret',
  latest: { temp: { value: 23.4, time: now } },
});

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/device/detail')) return { data: th };
    if (url.endsWith('/device/run_status'))
      return {
        status: 2,
        lastOnlineTime: '2026-01-01 10:00:00',
        properties: [
          { key: 'temp', name: 'Temperature', type: 'float', unit: '°C', value: 23.4, list: [23.4] },
          { key: 'mode', name: 'Mode', type: 'enum', unit: '', value: '1', list: ['1'] },
        ],
      };
    if (url.endsWith('/product/connect_intro'))
      return { data: { link: 'mqtt://iot.example:1883', wsLink: 'ws://iot.example/mqtt' } };
    if (url.endsWith('/property/history'))
      return {
        deviceKey: 'th_0001',
        propertyKey: 'temp',
        bucketMs: 144000,
        points: [
          { time: now - 3_600_000, avg: 22, min: 21, max: 23, count: 10 },
          { time: now - 1_800_000, avg: 23, min: 22, max: 24, count: 10 },
        ],
      };
    if (url.endsWith('/event/list')) return { list: [], currentPage: 1, Total: 0 };
    if (url.endsWith('/log/type')) return { list: ['设备上线', '属性上报'] };
    if (url.endsWith('/log/search'))
      return {
        list: [{ ts: '2026-01-01 10:00:00', device: 'th_0001', type: '属性上报', content: '{"temp":23.4}' }],
        currentPage: 1,
        Total: 1,
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
/** The card with the device's name, key, product and enable switch. */
const header = () => screen.getByRole('heading', { level: 2 }).closest('.ant-card') as HTMLElement;
/** The detail answers with this device (the other answers stay). */
function showing(row: DeviceRow) {
  const others = http.get.getMockImplementation()!;
  http.get.mockImplementation(async (url: string, params?: unknown) =>
    url.endsWith('/device/detail') ? { data: row } : others(url, params),
  );
}

setUpPageTests({ serve });
/** `frame`: what the server sends on the open socket. */
const { sockets, frame } = liveEachTest();

describe('device detail', () => {
  it('shows the device with its connection and credentials, masked until revealed, and watches it', async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    expect(await screen.findByRole('heading', { name: 'Sensor th_0001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TH sensor' })).toHaveAttribute(
      'href',
      '/iot/product/detail/demo_th_sensor',
    );
    expect(await screen.findByText('mqtt://iot.example:1883')).toBeInTheDocument();
    expect(screen.getByText('th-user')).toBeInTheDocument();
    expect(screen.queryByText('s3cret')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Password: Show or hide' }));
    expect(screen.getByText('s3cret')).toBeInTheDocument();
    expect(subscribedTopics(sockets[0].send as never)).toContainEqual(['device/th_0001']);

    frame({ event: 'deviceStatus', data: { deviceKey: 'th_0001', status: 1, time: now } });
    expect(await screen.findAllByText('Offline')).not.toHaveLength(0);
  });

  it('labels the enable switch in the header with the state it shows', async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    const toggle = within(header()).getByRole('switch', { name: 'Sensor th_0001: Enabled' });
    expect(toggle).toBeChecked();
    expect(toggle.parentElement).toHaveTextContent('Enabled');
    expect(screen.queryByText('This device cannot connect')).toBeNull();
  });

  it("names a seeded demo device and its product in the user's language", async () => {
    showing(device('th_0004', 2, { tsl, name: '温湿度传感器 4', productName: '温湿度传感器' }));
    renderWithProviders(<DeviceDetail deviceKey="th_0004" />);
    expect(await screen.findByRole('heading', { name: 'Temperature and humidity sensor 4' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Temperature and humidity sensor' })).toBeInTheDocument();
    expect(screen.queryByText(/温湿度传感器/)).toBeNull();
  });

  it("names the demo product's properties and the demo devices' tags in the user's language while unchanged (issue 23)", async () => {
    const seededTsl = {
      ...tsl,
      properties: [
        { ...tsl.properties![0], key: 'temperature', name: '温度' },
        { ...tsl.properties![1], key: 'humidity', name: '室内湿度' },
      ],
    };
    const tags = [
      { id: 1, deviceId: 4, key: 'location', name: '位置', value: '上海' },
      { id: 2, deviceId: 4, key: 'floor', name: '所在楼层', value: '3F' },
    ];
    showing(device('th_0004', 2, { tsl: seededTsl, tags }));
    renderWithProviders(<DeviceDetail deviceKey="th_0004" />);
    expect(await screen.findByText('Location: Shanghai')).toBeInTheDocument();
    expect(screen.getByText('所在楼层: 3F')).toBeInTheDocument();
    tab('Running state');
    expect(
      await within(await screen.findByTestId('property-temperature')).findByText('Temperature'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('property-humidity')).getByText('室内湿度')).toBeInTheDocument();
  });

  it('says why a disabled device cannot connect and enables it from there', async () => {
    http.post.mockResolvedValue(null);
    showing(device('th_0009', 0, { tsl }));
    renderWithProviders(<DeviceDetail deviceKey="th_0009" />);
    await screen.findByRole('heading', { name: 'Sensor th_0009' });
    const toggle = within(header()).getByRole('switch', { name: 'Sensor th_0009: Disabled' });
    expect(toggle).not.toBeChecked();
    expect(toggle.parentElement).toHaveTextContent('Disabled');
    const why = screen.getByRole('alert');
    expect(why).toHaveTextContent('This device cannot connect');
    expect(why).toHaveTextContent('It is disabled');
    fireEvent.click(within(why).getByRole('button', { name: 'Enable the device' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/device/deploy', { deviceKey: 'th_0009' }),
    );
  });

  it('says when the product is not published, with the way to its page', async () => {
    const draft = { ...device('x', 0).product!, status: 0 as const };
    showing(device('th_0008', 0, { tsl, product: draft }));
    renderWithProviders(<DeviceDetail deviceKey="th_0008" />);
    await screen.findByRole('heading', { name: 'Sensor th_0008' });
    const why = screen.getByRole('alert');
    expect(why).toHaveTextContent('Its product “TH sensor” is not published');
    expect(within(why).getByRole('link', { name: 'Publish the product' })).toHaveAttribute(
      'href',
      '/iot/product/detail/demo_th_sensor',
    );
    // It cannot be enabled before the product is published.
    expect(within(why).queryByRole('button', { name: 'Enable the device' })).toBeNull();
  });

  it('shows a card per property and updates it from deviceProperty frames', async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    tab('Running state');
    const temp = await screen.findByTestId('property-temp');
    expect(await within(temp).findByText('23.4 °C')).toBeInTheDocument();
    expect(within(screen.getByTestId('property-mode')).getByText('Auto')).toBeInTheDocument();
    expect(within(screen.getByTestId('property-hum')).getByText('No value yet')).toBeInTheDocument();

    frame({
      event: 'deviceProperty',
      data: {
        deviceKey: 'th_0001',
        productKey: 'demo_th_sensor',
        properties: { temp: { value: 25.06, time: now }, hum: { value: 61, time: now } },
      },
    });
    expect(await within(temp).findByText('25.1 °C')).toBeInTheDocument();
    expect(within(screen.getByTestId('property-hum')).getByText('61 %RH')).toBeInTheDocument();
    await waitFor(() => expect(temp).toHaveAttribute('data-flash', 'true'));
  });

  it('asks for the history of the last day within the point budget and charts it, appending live values', async () => {
    const { client } = renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    tab('History');
    expect(await screen.findByTestId('chart')).toHaveTextContent('2 points, bucket 144000');
    const call = http.get.mock.calls.find(([url]) => String(url).endsWith('/property/history'));
    const params = call![1] as { deviceKey: string; propertyKey: string; start: number; end: number; points: number };
    expect(params).toMatchObject({ deviceKey: 'th_0001', propertyKey: 'temp', points: 600 });
    expect(params.end - params.start).toBe(86_400_000);
    expect(Math.abs(params.end - Date.now())).toBeLessThan(60_000);

    frame({
      event: 'deviceProperty',
      data: { deviceKey: 'th_0001', productKey: 'demo_th_sensor', properties: { temp: { value: 24, time: now } } },
    });
    expect(await screen.findByTestId('chart')).toHaveTextContent('3 points');
    expect(client.getQueryCache().findAll({ queryKey: ['device', 'history'] })).toHaveLength(1);
  });

  it('puts a reported event at the top of the events', async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    tab('Events');
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/api/v1/product/device/event/list', {
        deviceKey: 'th_0001',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    frame({
      event: 'deviceEvent',
      data: {
        deviceKey: 'th_0001',
        productKey: 'demo_th_sensor',
        eventKey: 'overheat',
        value: { temp: 80 },
        time: now,
      },
    });
    expect(await screen.findByText('Overheat')).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByText('{"temp":80}')).toBeInTheDocument();
  });

  it('lists the device log and shows an entry as pretty JSON', async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    tab('Device log');
    expect(await screen.findByText('{"temp":23.4}')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/product/log/search', {
      deviceKey: 'th_0001',
      pageNum: 1,
      pageSize: 20,
    });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('pre')).toHaveTextContent('{ "temp": 23.4 }');
  });

  it("names the log types in the user's language and filters by their wire values", async () => {
    renderWithProviders(<DeviceDetail deviceKey="th_0001" />);
    await screen.findByRole('heading', { name: 'Sensor th_0001' });
    tab('Device log');
    await screen.findByText('{"temp":23.4}');
    const entry = rowOf('{"temp":23.4}');
    expect(within(entry).getByText('Property report')).toBeInTheDocument();
    expect(screen.queryByText('属性上报')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Log types' }));
    expect(await screen.findByTitle('Device online')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Property report', { exact: true }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/product/log/search', {
        deviceKey: 'th_0001',
        pageNum: 1,
        pageSize: 20,
        types: ['属性上报'],
      }),
    );
  });

  it('has a name in every language for every device log type, the wire value in simplified Chinese', () => {
    for (const type of DEVICE_LOG_TYPES) {
      const key = `${DEVICE}:logs.typeNames.${LOG_TYPE_KEYS[type]}`;
      expect(i18n.getFixedT('zh-cn')(key), type).toBe(type);
      for (const lng of ['en', 'zh-tw']) expect(i18n.exists(key, { lng }), `${type} ${lng}`).toBe(true);
    }
    expect(logTypeLabel('属性上报')).toBe('Property report');
    expect(logTypeLabel('未知类型')).toBe('未知类型');
  });
});
