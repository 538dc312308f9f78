import { useRef, useState, type PointerEvent } from 'react';

/** Spec §9: dragging the cover up by more than this removes it. */
export const UNLOCK_DRAG_PX = 400;
// Below this a press is a click (on the hint button), not a drag.
const DRAG_START_PX = 4;

/**
 * Dragging the cover up: it follows the pointer (never down), springs back when let go, and once
 * dragged more than 400 px up calls `onSlidOff` at once. Pointer events cover mouse, pen and touch.
 */
export function useSlideUp(onSlidOff: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };
  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = e.clientY;
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      const moved = e.clientY - start.current;
      if (moved < -UNLOCK_DRAG_PX) {
        end();
        onSlidOff();
        return;
      }
      if (!dragging && Math.abs(moved) < DRAG_START_PX) return;
      // Captured only once it is a drag, so a plain click still reaches the hint button.
      if (!dragging) e.currentTarget.setPointerCapture?.(e.pointerId);
      setDragging(true);
      setOffset(Math.min(0, moved));
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
  return { offset, dragging, handlers };
}
