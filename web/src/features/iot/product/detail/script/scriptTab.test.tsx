import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { emptyTsl, product } from '../../testData';
import { http } from '@/test/httpMock';
import { ScriptTab } from './ScriptTab';
import { SCRIPT_TEMPLATE } from './template';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// CodeMirror needs layout jsdom does not have: a textarea stands in for it (same props).
vi.mock('@/components/code-editor/CodeEditor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) => (
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

setUpPageTests({ serve: () => undefined });

const detail = (scriptInfo = '') => product('th', 'Thermometer', { tsl: emptyTsl('th'), scriptInfo });

describe('product script tab', { timeout: 60000 }, () => {
  it("starts from SagooIoT's template and saves the edited script", async () => {
    http.put.mockResolvedValue(null);
    renderWithProviders(<ScriptTab product={detail()} />);
    const editor = await screen.findByRole('textbox', { name: 'Script' });
    expect(editor).toHaveValue(SCRIPT_TEMPLATE);
    fill(editor, 'function parse(d) { return JSON.parse(d) }');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/product/script/update', {
        key: 'th',
        scriptInfo: 'function parse(d) { return JSON.parse(d) }',
      }),
    );
  });

  it('says "Unsaved changes" only when the script differs from the loaded one', async () => {
    // No script yet: the template shows, and nothing was edited.
    const first = renderWithProviders(<ScriptTab product={detail()} />);
    const editor = await screen.findByRole('textbox', { name: 'Script' });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fill(editor, SCRIPT_TEMPLATE + '// more\n');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fill(editor, SCRIPT_TEMPLATE);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    first.unmount();

    // A stored script with Windows line endings, as the editor gives it back (LF): not a change.
    const stored = 'function parse(d) {\r\n  return d\r\n}\r\n';
    renderWithProviders(<ScriptTab product={detail(stored)} />);
    fill(await screen.findByRole('textbox', { name: 'Script' }), 'function parse(d) {\n  return d\n}\n');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fill(screen.getByRole('textbox', { name: 'Script' }), 'function parse(d) {\n  return 1\n}\n');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('runs parse or send on the payload and shows the result or the error', async () => {
    http.post.mockResolvedValueOnce({ ok: true, result: { params: { t: 1 } }, text: '{"params":{"t":1}}' });
    renderWithProviders(<ScriptTab product={detail('function parse(d) { return d }')} />);
    expect(await screen.findByRole('textbox', { name: 'Script' })).toHaveValue('function parse(d) { return d }');
    fill(screen.getByRole('textbox', { name: 'Input payload' }), 't=1');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/script/run', {
        script: 'function parse(d) { return d }',
        fn: 'parse',
        payload: 't=1',
      }),
    );
    expect(await screen.findByLabelText('Result')).toHaveTextContent('"t": 1');

    http.post.mockResolvedValueOnce({ ok: false, error: 'the script defines no send function' });
    fireEvent.click(screen.getByText('send'));
    expect(screen.queryByLabelText('Result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('the script defines no send function')).toBeInTheDocument();
    expect(http.post).toHaveBeenLastCalledWith('/api/v1/product/script/run', expect.objectContaining({ fn: 'send' }));
    expect(screen.getByText('The script failed')).toBeInTheDocument();
  });

  it('offers Save and Run only with the product edit right', async () => {
    grant(['api/v1/product/detail']);
    renderWithProviders(<ScriptTab product={detail()} />);
    await screen.findByRole('textbox', { name: 'Script' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });
});
