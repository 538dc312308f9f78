import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Its children, except where it finds itself inside an aria-hidden part of the page. */
function OutsideAriaHidden({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) setHidden(true);
  }, []);
  if (hidden) return null;
  return (
    <span ref={ref} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/**
 * rowSelection.columnTitle: antd's select-all checkbox, kept out of the table's measuring row.
 * That row copies every column title into an aria-hidden cell, so a second, hidden but focusable
 * checkbox stood there (axe: aria-hidden-focus). The check is on the DOM, before paint, because
 * antd's own marker for that row is an internal context.
 */
export const selectAllTitle = (checkbox: ReactNode) => <OutsideAriaHidden>{checkbox}</OutsideAriaHidden>;
