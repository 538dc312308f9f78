// Runs before the first paint: applies the stored dark mode, filters and language so a reload never
// flashes the wrong theme. The app re-applies everything once it starts.
(function () {
  try {
    var c = JSON.parse(localStorage.getItem('themeConfig') || 'null');
    if (!c) return;
    var html = document.documentElement;
    if (c.isIsDark) html.setAttribute('data-theme', 'dark');
    if (c.isGrayscale) html.style.filter = 'grayscale(1)';
    else if (c.isInvert) html.style.filter = 'invert(80%)';
    if (c.globalI18n) html.lang = c.globalI18n === 'en' ? 'en' : c.globalI18n === 'zh-tw' ? 'zh-TW' : 'zh-CN';
    if (c.isIsDark) html.style.background = '#141414';
  } catch (e) {
    /* a broken stored value is replaced by the defaults at start */
  }
})();
