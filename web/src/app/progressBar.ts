// nprogress with its styles, configured: loaded by progress.ts the first time a bar is wanted.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template marks its bar role="bar", which is no ARIA role; the bar only echoes
// that a page is loading (the page says so itself), so it is hidden from assistive technology.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds its bar by that role unless told otherwise.
  barSelector: '.bar',
});

export default NProgress;
