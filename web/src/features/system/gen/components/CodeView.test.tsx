import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CodeView from './CodeView';

describe('generated file view', () => {
  it('shows the file read-only, light or dark', () => {
    const { rerender } = render(<CodeView path="contract/src/demo.ts" text="export const demo = 1;" label="Code" />);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveTextContent('export const demo = 1;');
    expect(code).toHaveAttribute('contenteditable', 'false');
    expect(code).toHaveAttribute('aria-readonly', 'true');
    rerender(<CodeView path="README.md" text="# Demo" label="Code" dark />);
    expect(screen.getByLabelText('Code')).toHaveTextContent('# Demo');
  });
});
