import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gfastIconMap } from './gfastIcons';
import { MenuIcon } from './MenuIcon';
import { iconNames } from './registry';

const known = (name: string) => iconNames.includes(name);

describe('menu icons', () => {
  it.each([
    ['HomeOutlined', 'home'],
    ['ele-Setting', 'setting'],
    ['ele-Avatar', 'user'],
    ['iconfont icon-xitongshezhi', 'setting'],
    ['iconfont  icon-caidan', 'menu'],
    ['fa fa-bar-chart', 'bar-chart'],
    // Not listed: placed by the words in its name.
    ['ele-UserSettings', 'setting'],
    ['fa fa-calendar-check-o', 'calendar'],
    // Nothing to go by: the neutral file icon.
    ['ele-Qwerty', 'file'],
    ['no-such-icon', 'file'],
  ])('%s shows as the %s icon', async (name, icon) => {
    const { findByRole } = render(<MenuIcon name={name} />);
    expect(await findByRole('img', { name: icon })).toBeInTheDocument();
  });

  it('maps every listed GFast name to an icon of the curated set', () => {
    expect(Object.values(gfastIconMap).filter((name) => !known(name))).toEqual([]);
  });
});
