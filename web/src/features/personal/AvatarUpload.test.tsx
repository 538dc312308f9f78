import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SysUser } from '@iot/contract';
import i18n from '@/i18n';
import { useUserStore } from '@/stores/user';
import { renderWithProviders } from '@/test/render';
import { AvatarUpload } from './AvatarUpload';

const { http } = vi.hoisted(() => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn() },
}));
vi.mock('@/lib/http', () => ({ http }));

const user = {
  id: 1,
  userName: 'admin',
  userNickname: 'Administrator',
  mobile: '13800000000',
  userEmail: 'admin@example.com',
  sex: 1,
  avatar: '',
} as SysUser;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('avatar upload', { timeout: 60000 }, () => {
  it('uploads the image to upload/singleImg, then saves its path as the avatar', async () => {
    http.call.mockResolvedValue({ code: 0, message: '', data: { path: 'upload_file/2026-11-26/a.png' } });
    http.put.mockResolvedValue({ token: 'new-token', userInfo: { ...user, avatar: 'upload_file/2026-11-26/a.png' } });
    const { container } = renderWithProviders(<AvatarUpload user={user} />);
    expect(screen.getByRole('button', { name: /Change avatar$/ })).toBeInTheDocument();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1])], 'me.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/system/personal/edit', {
        nickname: 'Administrator',
        mobile: '13800000000',
        userEmail: 'admin@example.com',
        sex: 1,
        avatar: 'upload_file/2026-11-26/a.png',
      }),
    );
    const req = http.call.mock.calls[0][0];
    expect(req.url).toBe('/api/v1/system/upload/singleImg');
    expect((req.data as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Avatar changed')).toBeInTheDocument();
    expect(useUserStore.getState().userInfo?.avatar).toBe('upload_file/2026-11-26/a.png');
  });

  it('saves nothing when the upload is refused', async () => {
    http.put.mockClear();
    http.call.mockRejectedValue(new Error('wrong type'));
    const { container } = renderWithProviders(<AvatarUpload user={user} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'x.png', { type: 'image/png' })] } });
    await waitFor(() => expect(http.call).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Change avatar$/ })).toBeEnabled());
    expect(http.put).not.toHaveBeenCalled();
  });
});
