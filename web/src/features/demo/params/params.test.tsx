import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { perLanguage } from '@/routing/useRouteTitle';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { CommonDetailsPage, CommonRoutePage, DynamicDetailsPage, DynamicRoutePage } from './ParamsPages';
import { DEMO_PARAMS, demoParamsTexts } from './texts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('route parameter texts', () => itHasEveryLanguage(DEMO_PARAMS, demoParamsTexts));

describe('route parameter demos', { timeout: 120000 }, () => {
  it('common route: the form opens the details with a query, which the details page shows', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/demo/params/common" element={<CommonRoutePage />} />
        <Route path="/demo/params/common/details" element={<CommonDetailsPage />} />
      </Routes>,
      { route: '/demo/params/common' },
    );
    fireEvent.change(screen.getByLabelText('Tab name'), { target: { value: 'My tab' } });
    fireEvent.change(screen.getByLabelText('Parameter id'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the details' }));
    expect(await screen.findByTestId('param-id')).toHaveTextContent('42');
    expect(screen.getByTestId('param-tagsViewName')).toHaveTextContent('My tab');
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/params/common/details');
  });

  it('dynamic route: both values are required, then the details page shows the path parameters', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/demo/params/dynamic" element={<DynamicRoutePage />} />
        <Route path="/demo/params/dynamic/details/:t/:id/:tagsViewName" element={<DynamicDetailsPage />} />
      </Routes>,
      { route: '/demo/params/dynamic' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the details' }));
    expect(await screen.findByText('The id is required')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Name per language' }));
    fireEvent.change(screen.getByLabelText('Parameter id'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the details' }));
    expect(await screen.findByTestId('param-id')).toHaveTextContent('7');
    expect(screen.getByTestId('param-t')).toHaveTextContent('sagoo-iot');
    const name = screen.getByTestId('param-tagsViewName').textContent ?? '';
    expect(perLanguage(name, 'en')).toBe('Device details');
    expect(perLanguage(name, 'zh-tw')).toBe('設備詳情');
  });

  it('a details page opened without parameters says how to get there', () => {
    renderWithProviders(<CommonDetailsPage />, { route: '/demo/params/common/details' });
    expect(screen.getByText(/No parameters/)).toBeInTheDocument();
  });

  it('a per-language title falls back to its first text, and plain or broken ones are no map', () => {
    expect(perLanguage('{"zh-cn":"设备"}', 'en')).toBe('设备');
    expect(perLanguage('Plain', 'en')).toBeUndefined();
    expect(perLanguage('{broken', 'en')).toBeUndefined();
    expect(perLanguage('{"en":""}', 'en')).toBeUndefined();
  });
});
