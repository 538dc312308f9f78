import type { SysAttachment } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { AttachmentPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const row = (id: number, name: string, extra: Partial<SysAttachment> = {}): SysAttachment => ({
  id,
  appId: 'system',
  drive: 'local',
  name,
  kind: 'image',
  mimeType: 'image/png',
  path: `upload_file/2026-11-26/${'a'.repeat(31)}${id}.png`,
  size: 2048,
  ext: 'png',
  md5: '',
  status: true,
  createdBy: 1,
  createdUser: { id: 1, userNickname: 'Admin' },
  createdAt: '2026-11-26 09:00:00',
  updatedAt: '2026-11-26 09:00:00',
  ...extra,
});

const rows = [
  row(1, 'dot.png'),
  row(2, 'report.pdf', { kind: 'doc', mimeType: 'application/pdf', ext: 'pdf', path: 'upload_file/2026-11-26/b.pdf' }),
];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/sysAttachment/list')) return { list: rows, total: 2, currentPage: 1 };
    throw new Error(`unexpected GET ${url}`);
  });
}

const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/sysAttachment/list'));

setUpPageTests({ serve });

describe('attachments', { timeout: 60000 }, () => {
  it('lists files with an image preview, the extension of others, size and uploader', async () => {
    renderWithProviders(<AttachmentPage />);
    expect(await screen.findByText('dot.png')).toBeInTheDocument();
    expect(listCalls()[0][1]).toEqual({ pageNum: 1, pageSize: 20 });
    const img = within(rowOf('dot.png')).getByRole('img', { name: 'dot.png' });
    expect(img).toHaveAttribute('src', `/${rows[0].path}`);
    expect(within(rowOf('report.pdf')).getByText('PDF')).toBeInTheDocument();
    expect(within(rowOf('report.pdf')).getByText('2 KB')).toBeInTheDocument();
    expect(within(rowOf('report.pdf')).getByText('Document')).toBeInTheDocument();
    expect(within(rowOf('report.pdf')).getAllByText('Admin').length).toBeGreaterThan(0);
  });

  it('searches by name and kind', async () => {
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    fireEvent.change(screen.getByLabelText('Original name'), { target: { value: ' dot ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByTitle('Image'));
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, name: 'dot', kind: 'image' }),
    );
  });

  it('deletes a row after confirming, and changes the status at once', async () => {
    http.del.mockResolvedValue(null);
    http.put.mockResolvedValue(null);
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    fireEvent.click(within(rowOf('report.pdf')).getByRole('button', { name: /Delete$/ }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'OK' })).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/sysAttachment/delete', { ids: [2] }));
    fireEvent.click(within(rowOf('dot.png')).getByRole('switch'));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/system/sysAttachment/changeStatus', { id: 1, status: false }),
    );
  });

  it('uploads an image through upload/singleImg and refreshes the list', async () => {
    http.call.mockResolvedValue({ code: 0, message: '', data: { path: 'upload_file/x.png', name: 'new.png' } });
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    fireEvent.click(byText('Upload images'));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(http.call).toHaveBeenCalled());
    const req = http.call.mock.calls[0][0];
    expect(req.url).toBe('/api/v1/system/upload/singleImg');
    expect((req.data as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('hides delete and the status switch without their rules', async () => {
    grant(['api/v1/system/sysAttachment/list']);
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(rowOf('dot.png')).getByText('Enabled')).toBeInTheDocument();
  });
});
