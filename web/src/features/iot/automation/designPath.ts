import { useRoutesStore } from '@/routing/routes';

/** The designer's component path, as the menu seed names it (a hidden route). */
const DESIGN_COMPONENT = 'iot/automation/design';

/** Where the designer opens a flow (`id`) or a new one (no id): `/iot/automation/design?id=`. */
export function useDesignPath() {
  const flat = useRoutesStore((s) => s.flat);
  const path = flat.find((r) => r.component === DESIGN_COMPONENT)?.path ?? '/iot/automation/design';
  return (id?: number) => (id ? `${path}?id=${id}` : path);
}

/** Where the list is, for the designer's back button. */
export function useListPath() {
  const flat = useRoutesStore((s) => s.flat);
  return flat.find((r) => r.component === 'iot/automation/index')?.path ?? '/iot/automation';
}
