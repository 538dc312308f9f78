import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ColourRow } from './controls';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('colour picker trigger', () => {
  it('is a named button in the Tab order that Enter and Space open and Escape closes', () => {
    render(<ColourRow field="primary" />);
    const trigger = screen.getByRole('button', { name: 'Primary colour' });
    expect(trigger.tabIndex).toBe(0);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.ant-color-picker-inner')).not.toBeNull();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the Tab order and stays shut when disabled', () => {
    render(<ColourRow field="menuBar" disabled />);
    const trigger = screen.getByRole('button', { name: 'Menu background' });
    expect(trigger.tabIndex).toBe(-1);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
