import { describe, expect, it } from 'vitest';
import type { LoginUser } from '@iot/contract';
import { useUserStore } from '@/stores/user';
import { queryClient } from './queryClient';

const user = (id: number) => ({ id, userName: `u${id}` }) as LoginUser;

describe('query cache', () => {
  it("is emptied when someone logs in, so nobody sees the previous user's answers", () => {
    useUserStore.getState().setSession({ userInfo: user(1), permissions: [] });
    queryClient.setQueryData(['personal'], { name: 'first user' });
    // Logging out keeps it (mounted screens must not refetch without a token) ...
    useUserStore.getState().clear();
    expect(queryClient.getQueryData(['personal'])).toEqual({ name: 'first user' });
    // ... the next login empties it.
    useUserStore.getState().setSession({ userInfo: user(2), permissions: [] });
    expect(queryClient.getQueryData(['personal'])).toBeUndefined();
    // The same user's session being refreshed does not.
    queryClient.setQueryData(['personal'], { name: 'second user' });
    useUserStore.getState().setSession({ userInfo: user(2), permissions: [] });
    expect(queryClient.getQueryData(['personal'])).toEqual({ name: 'second user' });
  });
});
