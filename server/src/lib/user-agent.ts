/** Browser and OS names for the login log, from a User-Agent header (coarse on purpose). */
export function describeUserAgent(ua: string | undefined): { browser: string; os: string } {
  const s = ua ?? '';
  const browser =
    /Edg\/([\d.]+)/.exec(s)?.[0].replace('Edg/', 'Edge ') ??
    /Firefox\/([\d.]+)/.exec(s)?.[0].replace('/', ' ') ??
    /Chrome\/([\d.]+)/.exec(s)?.[0].replace('/', ' ') ??
    (/Safari\//.test(s) ? 'Safari' : s ? s.split(' ')[0] : 'Unknown');
  const os = /Windows NT/.test(s)
    ? 'Windows'
    : /Android/.test(s)
      ? 'Android'
      : /iPhone|iPad/.test(s)
        ? 'iOS'
        : /Mac OS X/.test(s)
          ? 'macOS'
          : /Linux/.test(s)
            ? 'Linux'
            : 'Unknown';
  return { browser: browser.slice(0, 60), os };
}
