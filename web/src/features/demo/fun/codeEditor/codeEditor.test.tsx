import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { CodeEditorDemo } from './CodeEditorDemo';
import { CODE_EDITOR, demoTexts } from './texts';

describe('code editor demo', () => {
  itHasEveryLanguage(CODE_EDITOR, demoTexts);

  it('renders the editor with the sample and counts its lines', async () => {
    renderWithProviders(<CodeEditorDemo />);
    const editor = await screen.findByLabelText('代码');
    expect(editor).toHaveTextContent('function parse(payload)');
    expect(screen.getByText(/^8 行，\d+ 个字符$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '恢复示例代码' }));
    expect(screen.getByTestId('demo-code-editor')).toBeInTheDocument();
  });
});
