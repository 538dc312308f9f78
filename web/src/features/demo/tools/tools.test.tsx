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
  /** Types `value` into the field labelled `label`; the tool's result (`result-${key}`) then reads `text`. */
  const shows = (label: string, value: string, key: string, text: string | RegExp) => {
    type(label, value);
    expect(screen.getByTestId(`result-${key}`)).toHaveTextContent(text);
  };
  /** Types `value` into the field labelled `label`, which rewrites it as `rewritten`. */
  const rewrites = (label: string, value: string, rewritten: string) => {
    type(label, value);
    expect(screen.getByLabelText(label)).toHaveValue(rewritten);
  };

  it('validates as you type', () => {
    renderWithProviders(<ToolsPage />);
    expect(screen.getByTestId('result-mobile')).toBeEmptyDOMElement();
    shows('Mobile number', '1381234', 'mobile', 'invalid');
    shows('Mobile number', '13812345678', 'mobile', 'valid');
    shows('Email', 'ada@example.com', 'email', /^valid$/);
    shows('IP address', '300.1.1.1', 'ipv4', 'invalid');
    shows('Password strength', 'abc', 'strength', 'weak');
    shows('Password strength', 'Abc123!xyz', 'strength', 'strong');
  });

  it('filters rewrite the input and formatters show their text', () => {
    renderWithProviders(<ToolsPage />);
    rewrites('Percentage', '250', '100');
    rewrites('Decimal', '007.129', '7.12');
    shows('Thousand separators', '1234567.89', 'thousands', '1,234,567.89');
    shows('Capital RMB', '10.5', 'capital', '壹拾元伍角');
    shows('Date format', '2026-11-26 08:30', 'date', '2026-11-26 Thursday Q4 08:30');
  });
});
