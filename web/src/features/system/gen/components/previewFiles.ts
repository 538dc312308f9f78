// The order of the preview's tabs: the wire first, then the server, the console and the rest, each by path.
const AREAS = ['contract/', 'server/', 'web/'];

const areaOf = (path: string) => {
  const i = AREAS.findIndex((a) => path.startsWith(a));
  return i === -1 ? AREAS.length : i;
};

/** The generated files, contract, server, console, then the rest (README, registries), each by path. */
export function sortedFiles(files: Record<string, string>): [path: string, text: string][] {
  return Object.entries(files).sort(([a], [b]) => areaOf(a) - areaOf(b) || a.localeCompare(b));
}
