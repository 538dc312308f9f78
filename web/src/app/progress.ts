/**
 * The navigation progress bar (nprogress). Its code loads the first time a bar is wanted, not with
 * the first page: a visit that starts at the login page shows none until the first navigation.
 */
let bar: Promise<typeof import('./progressBar').default> | undefined;
let running = false;

export const progress = {
  start() {
    running = true;
    bar ??= import('./progressBar').then((m) => m.default);
    void bar.then((nprogress) => {
      if (running) nprogress.start();
    });
  },
  done() {
    running = false;
    void bar?.then((nprogress) => nprogress.done());
  },
};
