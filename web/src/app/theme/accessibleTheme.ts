import { generate } from '@ant-design/colors';
import { theme, type ThemeConfig } from 'antd';
import { NON_TEXT_CONTRAST, readable } from './contrast';

// antd's own greys for secondary texts read at 3.4:1 (light) and 4.4:1 (dark): below WCAG AA.
// These keep the hierarchy (tertiary lighter than secondary) at 4.5:1 or more on every surface.
const modes = {
  light: {
    surfaces: ['#ffffff', '#f5f5f5'], // colorBgContainer/Elevated, colorBgLayout
    tertiary: 'rgba(0,0,0,0.58)',
    placeholder: 'rgba(0,0,0,0.55)',
  },
  dark: {
    surfaces: ['#141414', '#000000', '#1f1f1f'], // colorBgContainer, colorBgLayout, colorBgElevated
    tertiary: 'rgba(255,255,255,0.55)',
    placeholder: 'rgba(255,255,255,0.5)',
  },
};

/**
 * What antd paints for a seed colour: [the colour, its pale tint] (map tokens colorX and colorXBg,
 * palette steps 6 and 1 of the light or dark palette). Computed from the palette alone: running the
 * whole theme algorithm costs milliseconds per call, on the login page's first render.
 */
function painted(seed: string, dark: boolean): [string, string] {
  const palette = generate(seed, dark ? { theme: 'dark' } : undefined);
  return [palette[5], palette[0]];
}

/**
 * The console's antd theme: the chosen primary colour and light or dark, with every colour that is
 * used as text (links, the active tab, status tags, secondary texts, placeholders) made readable
 * (4.5:1) on the surfaces it sits on. Links follow the primary colour rather than antd's own blue.
 */
export function accessibleTheme(primary: string, dark: boolean): ThemeConfig {
  const mode = modes[dark ? 'dark' : 'light'];
  const seed = theme.defaultSeed;
  const text = ([colour, tint]: [string, string]) => readable(colour, [tint, ...mode.surfaces], dark);
  const primaryPair = painted(primary, dark);
  // The dark theme tints selected items a step deeper (antd: colorPrimaryBg = colorPrimaryBorder).
  if (dark) primaryPair[1] = generate(primary, { theme: 'dark' })[2];
  const errorPair = painted(seed.colorError, dark);
  const primaryText = text(primaryPair);
  const successText = text(painted(seed.colorSuccess, dark));
  const warningText = text(painted(seed.colorWarning, dark));
  const errorText = text(errorPair);
  const infoText = text(painted(seed.colorInfo, dark));
  // colorLink and colorError are seeds: antd derives the painted colour from them again.
  const seedFor = (from: string, tint: string) =>
    readable(from, [tint, ...mode.surfaces], dark, (c) => painted(c, dark)[0]);
  // antd draws focus rings in colorPrimaryBorder, a pale tint (about 2:1 on white): the brand
  // colour instead, darkened or lightened until it stands out 3:1 on every surface. Inputs and
  // pickers show focus by a faint halo (controlOutline): the same colour, 2 px.
  const focusRing = readable(primaryPair[0], mode.surfaces, dark, undefined, NON_TEXT_CONTRAST);
  const focusHalo = `0 0 0 2px ${focusRing}`;
  return {
    cssVar: {},
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: seedFor(primary, primaryPair[1]),
      colorPrimaryText: primaryText,
      colorError: seedFor(seed.colorError, errorPair[1]),
      colorErrorText: errorText,
      colorSuccessText: successText,
      colorWarningText: warningText,
      colorInfoText: infoText,
      colorTextTertiary: mode.tertiary,
      colorTextDescription: mode.tertiary,
      colorTextPlaceholder: mode.placeholder,
      colorPrimaryBorder: focusRing,
    },
    components: {
      // Status tags print their colour on its own pale tint.
      Tag: { colorSuccess: successText, colorWarning: warningText, colorError: errorText, colorInfo: infoText },
      Tabs: { itemSelectedColor: primaryText },
      Input: { activeShadow: focusHalo },
      InputNumber: { activeShadow: focusHalo },
      Mentions: { activeShadow: focusHalo },
      DatePicker: { activeShadow: focusHalo },
      Select: { activeOutlineColor: focusRing },
    },
  };
}
