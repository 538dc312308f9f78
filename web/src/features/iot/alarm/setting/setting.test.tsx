import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { AlarmSettingPage } from '../index';
import { levels, products, rule } from '../testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const rules = [
  rule(1, 'Too hot', { status: 1 }),
  rule(2, 'Went offline', { level: 4, triggerType: 2, productKey: 'door', deviceKey: 'd-9' }),
];

function serve() {
  http.get.mockImplementation(async (url: string, params?: { triggerType?: number }) => {
    if (url.endsWith('/alarm/level/all')) return { list: levels };
    if (url.endsWith('/alarm/rule/list')) return { list: rules, currentPage: 1, Total: 2 };
    if (url.endsWith('/product/list')) return { product: products };
    if (url.endsWith('/alarm/rule/trigger_type'))
      return { list: [1, 2, 3].map((type) => ({ title: String(type), type })) };
    if (url.endsWith('/alarm/rule/operator'))
      return { list: ['eq', 'gt', 'bet'].map((type) => ({ title: type, type })) };
    if (url.endsWith('/alarm/rule/trigger_param') && params?.triggerType === 3)
      return {
        list: [
          { title: '上报时间', paramKey: 'sysReportTime' },
          { title: 'Temperature', paramKey: 'temp' },
        ],
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(scope).findByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = screen.getAllByTitle(option).find((el) => el.matches('.ant-select-item-option'));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
  await waitFor(() =>
    expect(within(scope).getByRole('combobox', { name: label }).closest('.ant-select')).toHaveTextContent(option),
  );
}

setUpPageTests({ serve });

describe('alarm settings', { timeout: 180000 }, () => {
  it('shows the levels and the rules with level, product, device, trigger type and status', async () => {
    renderWithProviders(<AlarmSettingPage />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(await screen.findByText('Critical')).toBeInTheDocument();
    const hot = rowOf('Too hot');
    expect(within(hot).getByText('Urgent')).toBeInTheDocument();
    expect(await within(hot).findByText('Thermometer')).toBeInTheDocument();
    expect(within(hot).getByText('All devices')).toBeInTheDocument();
    expect(within(hot).getByText('Property report')).toBeInTheDocument();
    expect(within(hot).getByRole('switch', { name: 'Too hot: Published' })).toBeChecked();
    const offline = rowOf('Went offline');
    expect(within(offline).getByText('d-9')).toBeInTheDocument();
    expect(within(offline).getByText('Device offline')).toBeInTheDocument();
    expect(within(offline).getByRole('switch', { name: 'Went offline: Unpublished' })).not.toBeChecked();
  });

  it('hides add, edit, delete and the level editor without their permissions', async () => {
    grant(['api/v1/alarm/rule/list']);
    renderWithProviders(<AlarmSettingPage />);
    await screen.findByText('Too hot');
    expect(screen.queryByRole('button', { name: /Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit levels$/ })).toBeNull();
    expect(within(rowOf('Too hot')).getByRole('switch')).toBeDisabled();
  });

  it('adds a property rule with a between condition and a webhook', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<AlarmSettingPage />);
    await screen.findByText('Too hot');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add alarm rule')).toBeInTheDocument();
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Please enter Rule name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please select Product', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText('Rule name'), ' Too hot in the lab ');
    await choose(dialog, 'Level', 'Serious');
    await choose(dialog, 'Product', 'Thermometer (thermo)');
    // The product's trigger types load once it is chosen.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Trigger type' })).toBeEnabled());
    await choose(dialog, 'Trigger type', 'Property report');
    await choose(dialog, 'Parameter', 'Temperature (temp)');
    await choose(dialog, 'Operator', 'between');
    fill(within(dialog).getByLabelText('Value'), '30');
    fill(await within(dialog).findByLabelText('Upper value'), ' 80 ');
    fill(within(dialog).getByLabelText('Webhook URLs'), 'ftp://nope');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('“ftp://nope” is not an http(s) URL')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Webhook URLs'), 'https://hooks.example.com/a\n\n');
    fireEvent.click(byText('Save', within(dialog)));
    // Many fields validate first: slower than clickSends' default wait on a busy machine.
    const sent = {
      name: 'Too hot in the lab',
      level: 3,
      productKey: 'thermo',
      deviceKey: '',
      action: [
        { sendGateway: 'webhook', noticeConfig: '', noticeTemplate: '', addressee: ['https://hooks.example.com/a'] },
      ],
      webhookSecret: '',
      triggerType: 3,
      eventKey: '',
      triggerCondition: [{ andOr: 0, filters: [{ key: 'temp', operator: 'bet', value: ['30', '80'], andOr: 0 }] }],
    };
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/alarm/rule/add', sent), { timeout: 10000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('publishes a rule after asking', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<AlarmSettingPage />);
    await screen.findByText('Went offline');
    fireEvent.click(within(rowOf('Went offline')).getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/alarm/rule/deploy', { id: 2 }));
  });
});
