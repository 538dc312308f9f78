import { ClassicLayout } from './Classic';

/**
 * golink (enterprise): a full-width top bar with logo, title and the first-level sections, an aside
 * with the chosen section's pages, and the breadcrumb and tabs above the content. It follows
 * classic's split-menu rules.
 */
export function GolinkLayout() {
  return <ClassicLayout golink />;
}
