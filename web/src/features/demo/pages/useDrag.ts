import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

export interface Point {
  x: number;
  y: number;
}

/** Where a drag may go, given the offset now: the offset is clamped to these bounds (none: anywhere). */
export type Bounds = (current: Point) => { minX: number; maxX: number; minY: number; maxY: number } | null;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/**
 * An offset moved by dragging the element the handlers sit on (mouse, pen or touch: pointer events
 * followed on the window, so a fast move that leaves the handle keeps dragging) or by the arrow keys.
 */
export function useDrag(bounds: Bounds = () => null) {
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const start = useRef<{ pointer: Point; offset: Point } | null>(null);
  const boundsRef = useRef(bounds);
  useLayoutEffect(() => {
    boundsRef.current = bounds;
  });

  const moveTo = useCallback((next: Point) => {
    setOffset((current) => {
      const b = boundsRef.current(current);
      return b ? { x: clamp(next.x, b.minX, b.maxX), y: clamp(next.y, b.minY, b.maxY) } : next;
    });
  }, []);

  useEffect(() => {
    const move = (e: globalThis.PointerEvent) => {
      const s = start.current;
      if (!s) return;
      moveTo({ x: s.offset.x + e.clientX - s.pointer.x, y: s.offset.y + e.clientY - s.pointer.y });
    };
    const end = () => {
      start.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [moveTo]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    start.current = { pointer: { x: e.clientX, y: e.clientY }, offset };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const step = e.shiftKey ? 50 : 10;
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    moveTo({ x: offset.x + d.x, y: offset.y + d.y });
  };
  return { offset, setOffset, handlers: { onPointerDown, onKeyDown } };
}
