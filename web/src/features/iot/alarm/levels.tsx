import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seededLevelName } from '@/i18n/seeded';
import { ColourTag } from '@/components/status';
import { alarmLevelsQuery } from './api';
import { ALARM } from './texts';

/** The five levels, 1 most urgent; names and colours come from the server once loaded. */
export const LEVELS = [1, 2, 3, 4, 5] as const;

/** The levels' names and colours by level, and the choices of a level select. */
export function useLevels() {
  const { t } = useTranslation(ALARM);
  const levels = useQuery(alarmLevelsQuery());
  const byLevel = new Map((levels.data ?? []).map((l) => [l.level, l]));
  // Before the names load (or for a level the server lacks) the number still says which it is.
  const nameOf = (level: number) => {
    const name = byLevel.get(level)?.name;
    return name ? seededLevelName(level, name) : t('levels.level', { level });
  };
  const options = LEVELS.map((level) => ({ value: level, label: nameOf(level) }));
  return { byLevel, nameOf, options, isLoading: levels.isLoading };
}

/** A level as a tag filled with its colour. */
export function LevelTag({ level }: { level: number }) {
  const { byLevel, nameOf } = useLevels();
  return <ColourTag colour={byLevel.get(level)?.color}>{nameOf(level)}</ColourTag>;
}
