import type { Tsl } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/http';
import { fill, grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { device } from '../testData';
import { CommandsTab } from './CommandsTab';
import { isJsonOf, toWire } from './values';

const { http } = vi.hoisted(() => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), download: vi.fn(), call: vi.fn() },
}));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/http')>()), http }));

const tsl: Tsl = {
  key: 'thermostat',
  name: 'Thermostat',
  properties: [
    { key: 'temp', name: 'Temperature', accessMode: 1, desc: '', valueType: { type: 'float' } },
    { key: 'target', name: 'Target', accessMode: 0, desc: '', valueType: { type: 'int', min: 10, max: 30 } },
    { key: 'power', name: 'Power', accessMode: 0, desc: '', valueType: { type: 'boolean' } },
    { key: 'config', name: 'Config', accessMode: 0, desc: '', valueType: { type: 'object', properties: [] } },
  ],
  functions: [
    {
      key: 'reboot',
      name: 'Reboot',
      desc: '',
      inputs: [
        { key: 'delay', name: 'Delay', desc: '', valueType: { type: 'int' } },
        { key: 'reason', name: 'Reason', desc: '', valueType: { type: 'string' } },
      ],
      outputs: [{ key: 'result', name: 'Result', desc: '', valueType: { type: 'string' } }],
    },
  ],
  events: null,
  tags: null,
};
const online = device('th_0001', 2, { tsl });

const history = {
  list: [
    {
      id: 1,
      messageId: 'm1',
      deviceKey: 'th_0001',
      productKey: 'demo_th_sensor',
      kind: 'invoke',
      key: 'reboot',
      params: { delay: 1 },
      status: 'timeout',
      reply: null,
      error: 'no reply within 10 s',
      createdBy: 1,
      userName: 'admin',
      createdAt: '2026-01-01 10:00:00',
      finishedAt: '2026-01-01 10:00:10',
    },
  ],
  currentPage: 1,
  Total: 1,
};

setUpPageTests({
  serve: () => {
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/device/command/list')) return history;
      throw new Error(`unexpected GET ${url}`);
    });
  },
});

const formOf = (label: string) => screen.getByLabelText(label).closest('form') as HTMLElement;
const historyCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/command/list')).length;

describe('device commands tab', () => {
  it('offers the writable properties and the services, and lists the history', async () => {
    renderWithProviders(<CommandsTab device={online} />);
    expect(screen.getByLabelText('Target')).toBeInTheDocument();
    expect(screen.getByLabelText('Power')).toBeInTheDocument();
    expect(screen.queryByLabelText('Temperature')).not.toBeInTheDocument();
    expect(screen.getByText('Reboot (reboot)')).toBeInTheDocument();
    expect(screen.queryByText('The device is offline: commands will be refused')).not.toBeInTheDocument();
    expect(await screen.findByText('Timed out')).toBeInTheDocument();
    expect(screen.getByText('no reply within 10 s')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/product/device/command/list', {
      deviceKey: 'th_0001',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('sets a property as a number and shows the reply; the history is fetched again', async () => {
    http.post.mockResolvedValue({ data: {} });
    renderWithProviders(<CommandsTab device={online} />);
    await screen.findByText('Timed out');
    const before = historyCalls();
    fill(screen.getByLabelText('Target'), '25');
    fireEvent.click(within(formOf('Target')).getByRole('button', { name: 'Set' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/property/set', {
        deviceKey: 'th_0001',
        timeout: 10,
        params: { target: 25 },
      }),
    );
    expect(await screen.findByText('Target: done by the device', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(screen.getByTestId('command-reply')).toHaveTextContent('{}');
    await waitFor(() => expect(historyCalls()).toBeGreaterThan(before));
  });

  it('checks JSON values before sending', async () => {
    renderWithProviders(<CommandsTab device={online} />);
    fill(screen.getByLabelText('Config'), '[1]');
    fireEvent.click(within(formOf('Config')).getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Config must be a JSON object, e.g. {"a": 1}')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it("invokes a service with its inputs and shows the device's outputs, or the error", async () => {
    http.post.mockResolvedValueOnce({ data: { result: 'ok' } });
    renderWithProviders(<CommandsTab device={online} />);
    fill(screen.getByLabelText('Delay'), '5');
    fill(screen.getByLabelText('Reason'), 'update');
    const reboot = formOf('Delay');
    fireEvent.click(within(reboot).getByRole('button', { name: 'Invoke' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/function/do', {
        deviceKey: 'th_0001',
        timeout: 10,
        funcKey: 'reboot',
        params: { delay: 5, reason: 'update' },
      }),
    );
    expect(await screen.findByTestId('command-reply')).toHaveTextContent('"result": "ok"');

    http.post.mockRejectedValueOnce(new RequestError('invoke service reboot timed out', 50));
    fireEvent.click(within(reboot).getByRole('button', { name: 'Invoke' }));
    expect(await screen.findByText('invoke service reboot timed out')).toBeInTheDocument();
    expect(screen.getByText('Reboot: not done')).toBeInTheDocument();
  });

  it('warns about an offline device and shows only the history without the edit right', async () => {
    grant(['api/v1/device/detail']);
    renderWithProviders(<CommandsTab device={device('th_0002', 1, { tsl })} />);
    expect(screen.getByText('The device is offline: commands will be refused')).toBeInTheDocument();
    expect(await screen.findByText('Timed out')).toBeInTheDocument();
    expect(screen.queryByLabelText('Target')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invoke' })).not.toBeInTheDocument();
  });
});

describe('command values', () => {
  it('converts form values to what the command sends', () => {
    expect(toWire({ type: 'boolean' }, undefined)).toBe(false);
    expect(toWire({ type: 'array' }, '[1, 2]')).toEqual([1, 2]);
    expect(toWire({ type: 'object' }, '{"a": 1}')).toEqual({ a: 1 });
    expect(toWire({ type: 'int' }, 3)).toBe(3);
    const moment = dayjs('2026-01-02 03:04:05');
    expect(toWire({ type: 'date' }, moment)).toBe('2026-01-02 03:04:05');
    expect(toWire({ type: 'timestamp' }, moment)).toBe(moment.valueOf());
    expect(isJsonOf('{"a": 1}', 'object')).toBe(true);
    expect(isJsonOf('[1]', 'object')).toBe(false);
    expect(isJsonOf('nope', 'array')).toBe(false);
  });
});
