import type { PointerEvent } from 'react';
import './pages.css';

/**
 * Draws a ripple from the pointer on the element the handler is on (it needs `position: relative`
 * and `overflow: hidden`). The span is DOM-only and removes itself: React state would re-render the
 * page on every click for a purely decorative effect.
 */
export function ripple(event: PointerEvent<HTMLElement>, colour = 'currentColor') {
  const host = event.currentTarget;
  const box = host.getBoundingClientRect();
  const size = Math.max(box.width, box.height);
  const span = document.createElement('span');
  span.className = 'demo-ripple';
  span.setAttribute('aria-hidden', 'true');
  Object.assign(span.style, {
    width: `${size}px`,
    height: `${size}px`,
    left: `${event.clientX - box.left - size / 2}px`,
    top: `${event.clientY - box.top - size / 2}px`,
    background: colour,
  });
  span.addEventListener('animationend', () => span.remove());
  // Without animations (reduced motion off in tests, or an old browser) it still goes away.
  setTimeout(() => span.remove(), 1000);
  host.appendChild(span);
}
