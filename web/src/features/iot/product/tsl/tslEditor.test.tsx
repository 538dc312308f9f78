import type { Tsl } from '@iot/contract/tsl';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { byText, clickSends, fill, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { product } from '../testData';
import { http } from '@/test/httpMock';
import { TslTab } from './TslTab';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const tsl: Tsl = {
  key: 'th',
  name: 'Thermo',
  properties: [
    {
      key: 'temp',
      name: 'Temperature',
      accessMode: 1,
      desc: '',
      valueType: { type: 'float', min: -40, max: 85, unit: '°C', decimals: 1 },
    },
  ],
  functions: [],
  events: [],
  tags: [],
};

setUpPageTests({ serve: () => http.post.mockResolvedValue(null) });

const renderTab = (status: 0 | 1 = 0) =>
  renderWithProviders(<TslTab product={product('th', 'Thermo', { status, tsl })} />);

/** The last dialog opened (the parameter dialog opens over the entry dialog). */
const topDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;

async function pickType(scope: HTMLElement, title: string) {
  fireEvent.mouseDown(within(scope).getAllByRole('combobox', { name: 'Data type' })[0]);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1) as HTMLElement);
}

describe('object-model editor', { timeout: 90000 }, () => {
  it('lists a property with its type and parameters', async () => {
    renderTab();
    expect(await screen.findByText('float (−40…85 °C, 1 decimals)')).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
  });

  it('sends an enum property with its values, refusing a value twice', async () => {
    renderTab();
    fireEvent.click(byText('Add property'));
    const dialog = await topDialog();
    fill(within(dialog).getByLabelText('Key'), 'mode');
    fill(within(dialog).getByLabelText('Name'), 'Mode');
    await pickType(dialog, 'enum · enumeration');
    fill(await within(dialog).findByLabelText('Value 1'), '0');
    fill(within(dialog).getByLabelText('Text 1'), 'normal');
    fireEvent.click(byText('Add value', within(dialog)));
    fill(await within(dialog).findByLabelText('Value 2'), '0');
    fill(within(dialog).getByLabelText('Text 2'), 'power-save');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Each value may appear once')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await fillAndSave(dialog, { 'Value 2': '1' }, http.post, '/api/v1/product/tsl/property/add', {
      productKey: 'th',
      key: 'mode',
      name: 'Mode',
      desc: '',
      accessMode: 0,
      valueType: {
        type: 'enum',
        elements: [
          { value: '0', text: 'normal' },
          { value: '1', text: 'power-save' },
        ],
      },
    });
  });

  it('sends an object property whose member is edited in a nested dialog', async () => {
    renderTab();
    fireEvent.click(byText('Add property'));
    const dialog = await topDialog();
    fill(within(dialog).getByLabelText('Key'), 'pos');
    fill(within(dialog).getByLabelText('Name'), 'Position');
    await pickType(dialog, 'object · structure');
    await within(dialog).findByRole('button', { name: /Add member$/ });
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('A structure needs at least one member')).toBeInTheDocument();

    fireEvent.click(byText('Add member', within(dialog)));
    await waitFor(async () => expect(await topDialog()).not.toBe(dialog));
    const member = await topDialog();
    fill(within(member).getByLabelText('Key'), 'lat');
    fill(within(member).getByLabelText('Name'), 'Latitude');
    await pickType(member, 'double · double precision');
    fill(await within(member).findByLabelText('Decimals'), '6');
    fireEvent.click(byText('OK', within(member)));
    expect(await within(dialog).findByText('double (6 decimals)')).toBeInTheDocument();

    await clickSends(byText('Save', within(dialog)), http.post, '/api/v1/product/tsl/property/add', {
      productKey: 'th',
      key: 'pos',
      name: 'Position',
      desc: '',
      accessMode: 0,
      valueType: {
        type: 'object',
        properties: [{ key: 'lat', name: 'Latitude', desc: '', valueType: { type: 'double', decimals: 6 } }],
      },
    });
  });

  it('refuses a key the object model already has, in any kind and case', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('tab', { name: /Events/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Add event$/ }));
    const dialog = await topDialog();
    fill(within(dialog).getByLabelText('Key'), 'TEMP');
    fill(within(dialog).getByLabelText('Name'), 'Too hot');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('This key is already used in the object model')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Key'), '1st');
    expect(
      await within(dialog).findByText('Letters, digits and _ only, not starting with a digit'),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('locks the properties of a published product, with a notice', async () => {
    renderTab(1);
    expect(await screen.findByText(/The product is published/)).toBeInTheDocument();
    expect(byText('Add property')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Edit$/ })).toBeDisabled();
  });
});
