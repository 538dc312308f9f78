// Runs before the first paint: puts back the stored style of <html> (`themeConfigStyle`: the primary
// colour's and the bars' CSS variables, the page filter), then the stored dark mode, filter and
// language, so a reload never flashes the wrong theme. The app re-applies everything once it starts.
(function () {
  var html = document.documentElement;
  // /login is painted from the HTML before the app's script arrives. A submit before React has taken
  // the page over would reload it and lose what was typed: it is held back and marked instead, and
  // the login form submits once it is live (features/auth/earlyInput.ts). main.tsx marks the page live.
  document.addEventListener(
    'submit',
    function (e) {
      if (html.hasAttribute('data-live')) return;
      e.preventDefault();
      html.setAttribute('data-submit-waiting', '');
    },
    true,
  );
  try {
    var style = JSON.parse(localStorage.getItem('themeConfigStyle') || 'null');
    if (typeof style === 'string') html.style.cssText = style;
  } catch {
    /* a broken stored style is rebuilt by the app */
  }
  try {
    var c = JSON.parse(localStorage.getItem('themeConfig') || 'null');
    if (!c || typeof c !== 'object') return;
    // /login arrives pre-rendered with the default settings (build/prerender.ts); stored settings
    // that draw it differently hide it until React renders the visitor's own.
    var meta = document.querySelector('meta[name="prerendered-with"]');
    if (meta) {
      var drawn = JSON.parse(meta.getAttribute('content'));
      for (var key in drawn) if (key in c && c[key] !== drawn[key]) html.setAttribute('data-prerender', 'stale');
    }
    if (c.isIsDark) html.setAttribute('data-theme', 'dark');
    else html.removeAttribute('data-theme');
    // Grayscale and invert never both apply; the configuration decides over the stored style.
    html.style.filter = c.isGrayscale ? 'grayscale(1)' : c.isInvert ? 'invert(80%)' : 'none';
    if (c.globalI18n) html.lang = c.globalI18n === 'en' ? 'en' : c.globalI18n === 'zh-tw' ? 'zh-TW' : 'zh-CN';
    if (c.isIsDark) html.style.background = '#141414';
    else html.style.background = '';
  } catch {
    /* a broken stored value is replaced by the defaults at start */
  }
})();
