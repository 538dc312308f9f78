import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { useTagsView } from '../tagsView';
import { TagsViewDemo } from './TagsViewDemo';
import { demoTexts, TAGS_DEMO } from './texts';

const tag = (key: string, isAffix = false) => ({
  key,
  path: key,
  routePath: key,
  name: key,
  title: key,
  icon: '',
  isAffix,
  isKeepAlive: false,
});

describe('tags view demo', () => {
  itHasEveryLanguage(TAGS_DEMO, demoTexts);
  afterEach(() => useTagsView.getState().reset());

  it('closes the other tabs, then all but the pinned ones', async () => {
    useTagsView.setState({ tags: [tag('/home', true), tag('/a'), tag('/demo/fun/tagsView'), tag('/b')] });
    renderWithProviders(<TagsViewDemo />, { route: '/demo/fun/tagsView' });
    await userEvent.click(screen.getByRole('button', { name: '关闭其它' }));
    expect(useTagsView.getState().tags.map((t) => t.key)).toEqual(['/home', '/demo/fun/tagsView']);
    await userEvent.click(screen.getByRole('button', { name: '全部关闭' }));
    expect(useTagsView.getState().tags.map((t) => t.key)).toEqual(['/home']);
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('opens a tab named by the user through the dynamic route', async () => {
    useTagsView.setState({ tags: [tag('/demo/fun/tagsView')] });
    renderWithProviders(<TagsViewDemo />, { route: '/demo/fun/tagsView' });
    const title = screen.getByLabelText('标签标题');
    await userEvent.clear(title);
    await userEvent.type(title, 'ab');
    await userEvent.click(screen.getByRole('button', { name: /打\s*开/ }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/demo\/params\/dynamic\/details\/tags\/\d+\/ab$/);
  });
});
