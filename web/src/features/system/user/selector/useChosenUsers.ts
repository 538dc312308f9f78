import type { UserBrief } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usersByIdsQuery } from '../api';

/** A chosen user as the picker shows it (the names of the ones chosen before come from the server). */
export type Chosen = Pick<UserBrief, 'id' | 'userNickname'> & Partial<UserBrief>;

/**
 * The picker's working copy of the chosen users: it starts from `initial` and goes back to the
 * form only on OK, so Cancel loses nothing.
 */
export function useChosenUsers(initial: number[], multiple: boolean) {
  const [ids, setIds] = useState<number[]>(initial);
  const [known, setKnown] = useState<Map<number, Chosen>>(new Map());
  const names = useQuery(usersByIdsQuery(initial));
  for (const u of names.data?.userList ?? []) if (!known.has(u.id)) known.set(u.id, u);

  const add = (users: Chosen[]) => {
    setKnown((m) => new Map([...m, ...users.map((u) => [u.id, u] as const)]));
    setIds((current) =>
      multiple ? [...current, ...users.map((u) => u.id).filter((id) => !current.includes(id))] : [users[0].id],
    );
  };
  const remove = (removed: number[]) => setIds((current) => current.filter((id) => !removed.includes(id)));
  const chosen: Chosen[] = ids.map((id) => known.get(id) ?? { id, userNickname: `#${id}` });
  return { ids, chosen, add, remove, clear: () => setIds([]) };
}
