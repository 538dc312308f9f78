import type { SysAttachment } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { AttachmentPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

// The resumable upload's library, as the dialog loads it: what it was given, and a start that
// finishes at once with the server's answer in the last response.
const tus = vi.hoisted(() => ({ options: [] as Record<string, unknown>[], resumed: [] as unknown[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: File,
      readonly options: Record<string, (...a: unknown[]) => void>,
    ) {
      tus.options.push(options);
    }
    findPreviousUploads = async () => [{ uploadUrl: '/api/v1/system/upload/tus/abc' }];
    resumeFromPreviousUpload = (p: unknown) => tus.resumed.push(p);
    start = () => {
      this.options.onProgress(this.file.size / 2, this.file.size);
      const body = JSON.stringify({ code: 0, message: '', data: { path: 'upload_file/big.zip', name: 'big.zip' } });
      this.options.onSuccess({ lastResponse: { getBody: () => body } });
    };
    abort = async () => undefined;
  },
}));

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
    if (url.endsWith('/dict/data/getDictData'))
      return { info: null, values: [{ key: 'local', value: 'Local disk', isDefault: 1, remark: '' }] };
    if (url.endsWith('/upload/check')) return null;
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

  it('filters by app and storage', async () => {
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    fireEvent.change(screen.getByLabelText('App ID'), { target: { value: ' system ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Storage' }));
    fireEvent.click(await screen.findByTitle('Local disk'));
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, appId: 'system', drive: 'local' }),
    );
  });

  const chooseBigFile = async () => {
    renderWithProviders(<AttachmentPage />);
    await screen.findByText('dot.png');
    fireEvent.click(byText('Upload a large file'));
    const dialog = await screen.findByRole('dialog');
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])], 'big.zip', { type: 'application/zip' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    return dialog;
  };

  it('recognises a large file already uploaded by its hash, without sending it', async () => {
    tus.options.length = 0;
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/upload/check'))
        return { path: 'upload_file/old.zip', name: 'old.zip', size: 7, type: 'application/zip', fullPath: '' };
      if (url.endsWith('/sysAttachment/list')) return { list: rows, total: 2, currentPage: 1 };
      return { info: null, values: [] };
    });
    const dialog = await chooseBigFile();
    expect(
      await within(dialog).findByText('old.zip was already uploaded: the stored file is used'),
    ).toBeInTheDocument();
    const check = http.get.mock.calls.find(([url]) => String(url).endsWith('/upload/check'));
    expect(check?.[1]).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(tus.options).toHaveLength(0);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('sends a new large file with tus, resuming an earlier upload of the same content', async () => {
    tus.options.length = 0;
    tus.resumed.length = 0;
    const dialog = await chooseBigFile();
    expect(await within(dialog).findByText('big.zip uploaded')).toBeInTheDocument();
    const [options] = tus.options as [Record<string, unknown> & { fingerprint: () => Promise<string> }];
    expect(options).toMatchObject({
      endpoint: '/api/v1/system/upload/tus',
      chunkSize: 2 * 1024 * 1024,
      metadata: { filename: 'big.zip', filetype: 'application/zip', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      headers: { 'Accept-Language': 'en' },
      removeFingerprintOnSuccess: true,
    });
    expect(await options.fingerprint()).toBe(`tus-sha256-${(options.metadata as { sha256: string }).sha256}`);
    expect(tus.resumed).toEqual([{ uploadUrl: '/api/v1/system/upload/tus/abc' }]);
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
