import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * antd's Button and Tag styles import `isBright` from the colour picker's presets panel, whose
 * module also imports Collapse and the whole picker; bundlers keep a module's imports together,
 * so every page (the login page too) loaded the colour picker. This points those imports at the
 * same function alone. antd's own colour picker still gets the real module.
 */
export function antdIsBright(): Plugin {
  const shim = fileURLToPath(new URL('./antd-is-bright.ts', import.meta.url));
  return {
    name: 'antd-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAntdOutsidePicker =
        importer && /[\\/]antd[\\/]es[\\/]/.test(importer) && !/[\\/]color-picker[\\/]/.test(importer);
      if (fromAntdOutsidePicker && source.endsWith('/color-picker/components/ColorPresets')) return shim;
      return undefined;
    },
  };
}
