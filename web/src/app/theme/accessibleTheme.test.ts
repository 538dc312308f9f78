import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { accessibleTheme } from './accessibleTheme';
import { contrast, readable } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios, translucent text over its background included', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrast('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });

  it('readable keeps a colour that already reads and darkens or lightens one that does not', () => {
    expect(readable('#000000', ['#ffffff'], false)).toBe('#000000');
    const darker = readable('#52c41a', ['#f6ffed'], false);
    expect(contrast(darker, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    const lighter = readable('#045cdc', ['#0e2e5b'], true);
    expect(contrast(lighter, '#0e2e5b')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accessibleTheme', () => {
  for (const dark of [false, true])
    for (const primary of ['#0169ff', '#1677ff', '#fadb14', '#13c2c2', '#722ed1'])
      it(`every text colour reads at 4.5:1 (${dark ? 'dark' : 'light'}, ${primary})`, () => {
        const config = accessibleTheme(primary, dark);
        const d = theme.getDesignToken(config);
        const surfaces = [d.colorBgContainer, d.colorBgLayout, d.colorBgElevated];
        const pairs: [string, string[]][] = [
          [d.colorLink, [d.colorPrimaryBg, ...surfaces]],
          [d.colorPrimaryText, [d.colorPrimaryBg, ...surfaces]],
          [d.colorTextTertiary, surfaces],
          [d.colorTextDescription, surfaces],
          [d.colorTextPlaceholder, [d.colorBgContainer, d.colorBgElevated]],
          [d.colorErrorText, [d.colorErrorBg, ...surfaces]],
          [config.components!.Tag!.colorSuccess!, [d.colorSuccessBg]],
          [config.components!.Tag!.colorWarning!, [d.colorWarningBg]],
          [config.components!.Tag!.colorInfo!, [d.colorInfoBg]],
        ];
        for (const [text, backgrounds] of pairs)
          for (const bg of backgrounds) expect(contrast(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        // Focus rings (buttons, tree nodes, tabs...) and the focus halo of inputs and pickers are
        // non-text contrast: 3:1 on every surface (issue 23).
        for (const bg of surfaces) {
          expect(contrast(d.colorPrimaryBorder, bg), `focus ring on ${bg}`).toBeGreaterThanOrEqual(3);
          expect(contrast(config.components!.DatePicker!.activeShadow!.split(' ').at(-1)!, bg)).toBeGreaterThanOrEqual(
            3,
          );
        }
        // The brand colour itself (buttons, the ink bar) is what the user chose.
        expect(d.colorPrimary).toBe(dark ? d.colorPrimary : primary);
      });
});
