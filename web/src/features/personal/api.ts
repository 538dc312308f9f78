// The personal centre, gfast-v3.3-api.md §3.16: the caller's own account. (Its refreshToken call,
// which the live channel uses, is the auth feature's: it renews the session.)
import type { PersonalEditBody, PersonalInfoData, PersonalResetPwdBody, PersonalTokenData } from '@iot/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useUserStore } from '@/stores/user';

const base = '/api/v1/system/personal';
/** Every query of this feature starts with this key, so a save refreshes them all. */
const personalKey = ['personal'] as const;

/** The caller's account, roles and department. */
export const personalInfoQuery = () =>
  queryOptions({
    queryKey: [...personalKey, 'info'],
    queryFn: () => http.get<PersonalInfoData>(`${base}/getPersonalInfo`),
  });

/**
 * Saves the caller's own account (GFast's names here: `nickname`, `userEmail`). The server answers
 * a new token and the stored account: the console keeps both, then `onSaved` runs and the
 * personal queries refresh.
 */
export function useEditPersonalInfo({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalEditBody) => http.put<PersonalTokenData>(`${base}/edit`, body),
    onSuccess: ({ token, userInfo }) => {
      useUserStore.getState().setSession({ token, userInfo });
      onSaved();
      void queryClient.invalidateQueries({ queryKey: personalKey });
    },
  });
}

/** Changes the password: GFast takes `password`; `oldPassword` (ours) is checked when given. */
export function useResetPassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: (body: PersonalResetPwdBody) => http.put<null>(`${base}/resetPwd`, body),
    onSuccess: onChanged,
  });
}
