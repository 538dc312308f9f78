// Leaving an editor (the code generator's settings, a flow on the designer) with unsaved edits asks first.
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { useCurrentRoute } from '@/routing/CurrentRoute';
import { guardLeave } from '@/routing/leaveGuards';

/** What the question says; each defaults to the common texts ("Discard the unsaved changes?"). */
export interface UnsavedTexts {
  title?: string;
  /** A line under the title saying what would be lost. */
  content?: string;
}

interface BlockerProps {
  texts: UnsavedTexts;
  /** Reports unsaved edits at the moment of leaving. */
  dirty: RefObject<() => boolean>;
  /** Set while the page leaves on its own after saving. */
  released: RefObject<boolean>;
}

/** Asks before a navigation inside the console drops the edits (blocking needs the app's data router). */
function RouteBlocker({ dirty, released, texts }: BlockerProps) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current &&
      dirty.current() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.modal.confirm({
      title: texts.title ?? t('unsaved.title'),
      content: texts.content,
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    // Once per blocked navigation: the blocker object is new on every render while it waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  return null;
}

/**
 * Asks before a route change (another tab, a menu, the editor's own close), the close of its tab
 * or a reload drops the edits `dirty()` reports. A kept-alive page keeps its edits while hidden, so there only a reload
 * asks. Gives the blocker to render and `leaveSaved`, which navigates without asking (just saved).
 */
export function useUnsavedGuard(dirty: () => boolean, texts: UnsavedTexts = {}) {
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const keptAlive = !!useCurrentRoute()?.meta.isKeepAlive;
  const released = useRef(false);
  // Read at the moment of leaving, never a closure of an older render.
  const isDirty = useRef(dirty);
  useEffect(() => {
    isDirty.current = dirty;
  }, [dirty]);

  // Closing this page's tab asks too (routing/leaveGuards.ts): under the path it was opened at, which
  // a kept-alive page keeps while hidden.
  const location = useLocation();
  const [ownPath] = useState(() => location.pathname + location.search);
  useEffect(
    () =>
      guardLeave(ownPath, {
        dirty: () => isDirty.current(),
        release: () => {
          released.current = true;
        },
      }),
    [ownPath],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty.current()) return;
      event.preventDefault();
      // Older browsers show their own question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return {
    blocker: dataRouter && !keptAlive ? <RouteBlocker dirty={isDirty} released={released} texts={texts} /> : null,
    leaveSaved: (to: string) => {
      released.current = true;
      void Promise.resolve(navigate(to)).finally(() => {
        released.current = false;
      });
    },
  };
}
