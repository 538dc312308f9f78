import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { emptyTsl, product } from '../testData';
import { TopicsTab } from './TopicsTab';
import { systemTopics } from './topics';

const gatewayTsl = {
  ...emptyTsl('gw'),
  events: [{ key: 'overheat', name: 'Overheat', level: 1 as const, outputs: [], desc: '' }],
  functions: [{ key: 'reboot', name: 'Reboot', inputs: [], outputs: [], desc: '' }],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

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
    renderWithProviders(<TopicsTab product={product('gw', 'Gateway', { deviceType: '网关', tsl: gatewayTsl })} />);
    const row = (await screen.findByText('/sys/gw/{deviceKey}/thing/event/overheat/post')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Uplink (device → platform)')).toBeInTheDocument();
    expect(within(row).getByText('Event post: Overheat')).toBeInTheDocument();
    const invoke = screen.getByText('/sys/gw/{deviceKey}/thing/service/reboot').closest('tr') as HTMLElement;
    expect(within(invoke).getByText('Service invoke: Reboot')).toBeInTheDocument();
    expect(
      within(invoke).getByRole('button', { name: 'Copy /sys/gw/{deviceKey}/thing/service/reboot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gateway batch post')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(10);
  });
});
