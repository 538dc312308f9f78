import type { ProductTopic } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, clickSends, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { emptyTsl, product } from '../testData';
import { TopicsTab } from './TopicsTab';
import { systemTopics } from './topics';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const gatewayTsl = {
  ...emptyTsl('gw'),
  events: [{ key: 'overheat', name: 'Overheat', level: 1 as const, outputs: [], desc: '' }],
  functions: [{ key: 'reboot', name: 'Reboot', inputs: [], outputs: [], desc: '' }],
};

const stored: ProductTopic[] = [
  {
    id: 7,
    productKey: 'gw',
    name: 'Readings',
    topic: '/gw/{deviceKey}/user/report',
    access: 'pub',
    remark: 'hourly',
    createdAt: '2026-01-01 00:00:00',
    updatedAt: '2026-01-01 00:00:00',
  },
];

setUpPageTests({
  serve: () => {
    http.get.mockImplementation((url: string) =>
      Promise.resolve(url === '/api/v1/product/topic/list' ? { list: stored } : null),
    );
    http.post.mockResolvedValue(null);
    http.put.mockResolvedValue(null);
    http.del.mockResolvedValue(null);
  },
});

const renderTab = () =>
  renderWithProviders(<TopicsTab product={product('gw', 'Gateway', { deviceType: '网关', tsl: gatewayTsl })} />);

describe('system topics', { timeout: 30000 }, () => {
  it('lists those of a gateway with one event and one function, in §9.2 order', () => {
    expect(systemTopics('gw', '网关', gatewayTsl).map((t) => `${t.direction} ${t.topic}`)).toEqual([
      'up /sys/gw/{deviceKey}/thing/event/property/post',
      'down /sys/gw/{deviceKey}/thing/event/property/post_reply',
      'up /sys/gw/{deviceKey}/thing/event/overheat/post',
      'up /sys/gw/{deviceKey}/thing/event/property/pack/post',
      'down /sys/gw/{deviceKey}/thing/event/property/pack/post_reply',
      'down /sys/gw/{deviceKey}/thing/service/property/set',
      'up /sys/gw/{deviceKey}/thing/service/property/set_reply',
      'down /sys/gw/{deviceKey}/thing/service/reboot',
      'up /sys/gw/{deviceKey}/thing/service/reboot_reply',
    ]);
  });

  it('has no batch post for a plain device', () => {
    const topics = systemTopics('d', '设备', null).map((t) => t.topic);
    expect(topics).toHaveLength(4);
    expect(topics.some((t) => t.includes('pack'))).toBe(false);
  });

  it('shows them with direction, description and a copy button each', async () => {
    renderTab();
    const row = (await screen.findByText('/sys/gw/{deviceKey}/thing/event/overheat/post')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Uplink (device → platform)')).toBeInTheDocument();
    expect(within(row).getByText('Event post: Overheat')).toBeInTheDocument();
    const invoke = screen.getByText('/sys/gw/{deviceKey}/thing/service/reboot').closest('tr') as HTMLElement;
    expect(within(invoke).getByText('Service invoke: Reboot')).toBeInTheDocument();
    expect(
      within(invoke).getByRole('button', { name: 'Copy /sys/gw/{deviceKey}/thing/service/reboot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gateway batch post')).toBeInTheDocument();
    const [system] = screen.getAllByRole('table');
    expect(within(system).getAllByRole('row')).toHaveLength(10);
  });
});

describe('custom topics', { timeout: 60000 }, () => {
  it('lists the product’s topics with their access and remark', async () => {
    renderTab();
    expect(await screen.findByText('/gw/{deviceKey}/user/report')).toBeInTheDocument();
    const row = rowOf('Readings');
    expect(within(row).getByText('Publish')).toBeInTheDocument();
    expect(within(row).getByText('hourly')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/product/topic/list', { productKey: 'gw' });
  });

  it('adds a topic under the product’s prefix, refusing a wildcard where devices publish', async () => {
    renderTab();
    await screen.findByText('Readings');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('/gw/{deviceKey}/user/')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Name'), 'Commands');
    fill(within(dialog).getByLabelText('Topic'), 'cmd/+');
    fireEvent.click(byText('Save', within(dialog)));
    expect(
      await within(dialog).findByText(/wildcards \+ and # are allowed only in subscribe-only topics/),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByLabelText('Subscribe'));
    await fillAndSave(dialog, { Remark: ' down ' }, http.post, '/api/v1/product/topic/add', {
      productKey: 'gw',
      name: 'Commands',
      topic: '/gw/{deviceKey}/user/cmd/+',
      access: 'sub',
      remark: 'down',
    });
  });

  it('edits and deletes a topic', async () => {
    renderTab();
    fireEvent.click(byText('Edit', within(await waitFor(() => rowOf('Readings')))));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Topic')).toHaveValue('report');
    fireEvent.click(within(dialog).getByLabelText('Publish and subscribe'));
    await clickSends(byText('Save', within(dialog)), http.put, '/api/v1/product/topic/edit', {
      id: 7,
      productKey: 'gw',
      name: 'Readings',
      topic: '/gw/{deviceKey}/user/report',
      access: 'both',
      remark: 'hourly',
    });

    fireEvent.click(byText('Delete', within(rowOf('Readings'))));
    await clickSends(await screen.findByRole('button', { name: 'OK' }), http.del, '/api/v1/product/topic/del', {
      productKey: 'gw',
      id: 7,
    });
  });

  it('shows no add, edit or delete without the custom-topic permission', async () => {
    grant([PERMISSIONS.product.detail]);
    renderTab();
    await screen.findByText('Readings');
    expect(screen.queryByRole('button', { name: /Add$/ })).toBeNull();
    expect(within(rowOf('Readings')).queryByRole('button', { name: /Edit$/ })).toBeNull();
  });
});
