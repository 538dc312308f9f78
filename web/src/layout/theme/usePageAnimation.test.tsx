import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import type { ThemeConfig } from '@/stores/themeConfig';
import { PAGE_ENTER_CLASS, usePageAnimation } from './usePageAnimation';

function Main({ animation }: { animation: ThemeConfig['animation'] }) {
  const ref = usePageAnimation<HTMLElement>(animation);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/b')}>
        next
      </button>
      <main ref={ref} data-animation={animation} />
    </>
  );
}
const go = () => fireEvent.click(document.querySelector('button')!);
const setup = (animation: ThemeConfig['animation']) => {
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Main animation={animation} />
    </MemoryRouter>,
  );
  return document.querySelector('main')!;
};

describe('page animation', () => {
  it('plays on each newly shown page and ends with the animation', () => {
    const main = setup('slide-right');
    expect(main).toHaveClass(PAGE_ENTER_CLASS);
    act(() => void main.dispatchEvent(new Event('animationend')));
    expect(main).not.toHaveClass(PAGE_ENTER_CLASS);
    go();
    expect(main).toHaveClass(PAGE_ENTER_CLASS);
  });
  it("ignores the end of a child's animation", () => {
    const main = setup('opacitys');
    const child = main.appendChild(document.createElement('div'));
    act(() => void child.dispatchEvent(new Event('animationend', { bubbles: true })));
    expect(main).toHaveClass(PAGE_ENTER_CLASS);
  });
  it('plays nothing for none', () => {
    const main = setup('none');
    expect(main).not.toHaveClass(PAGE_ENTER_CLASS);
    go();
    expect(main).not.toHaveClass(PAGE_ENTER_CLASS);
  });
});
