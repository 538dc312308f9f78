import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { DEMO_TOOLS, demoToolsTexts } from './texts';
import { ToolsPage } from './ToolsPage';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('tools texts', () => itHasEveryLanguage(DEMO_TOOLS, demoToolsTexts));

describe('tools demo', { timeout: 120000 }, () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('validates as you type', () => {
    renderWithProviders(<ToolsPage />);
    expect(screen.getByTestId('result-mobile')).toBeEmptyDOMElement();
    type('Mobile number', '1381234');
    expect(screen.getByTestId('result-mobile')).toHaveTextContent('invalid');
    type('Mobile number', '13812345678');
    expect(screen.getByTestId('result-mobile')).toHaveTextContent('valid');
    type('Email', 'ada@example.com');
    expect(screen.getByTestId('result-email')).toHaveTextContent(/^valid$/);
    type('IP address', '300.1.1.1');
    expect(screen.getByTestId('result-ipv4')).toHaveTextContent('invalid');
    type('Password strength', 'abc');
    expect(screen.getByTestId('result-strength')).toHaveTextContent('weak');
    type('Password strength', 'Abc123!xyz');
    expect(screen.getByTestId('result-strength')).toHaveTextContent('strong');
  });

  it('filters rewrite the input and formatters show their text', () => {
    renderWithProviders(<ToolsPage />);
    type('Percentage', '250');
    expect(screen.getByLabelText('Percentage')).toHaveValue('100');
    type('Decimal', '007.129');
    expect(screen.getByLabelText('Decimal')).toHaveValue('7.12');
    type('Thousand separators', '1234567.89');
    expect(screen.getByTestId('result-thousands')).toHaveTextContent('1,234,567.89');
    type('Capital RMB', '10.5');
    expect(screen.getByTestId('result-capital')).toHaveTextContent('壹拾元伍角');
    type('Date format', '2026-11-26 08:30');
    expect(screen.getByTestId('result-date')).toHaveTextContent('2026-11-26 Thursday Q4 08:30');
  });
});
