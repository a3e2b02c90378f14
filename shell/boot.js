// The shell's first script. A server-rendered page is painted before the portal's JavaScript
// starts: evaluating React and the shell takes the main thread for a few hundred milliseconds on
// a phone, and would otherwise hold back the first frame. So main.js is added after the next
// frame (requestAnimationFrame runs before it is painted, the timeout after); a hidden tab paints
// no frame and starts at once. The Pretendard subsets' faces (characters the preloaded UI font
// lacks) come with it, after the first frame too: requested before it, the stylesheet (fetched at
// the highest priority like any stylesheet) competed with the page and the UI font on a slow
// network (Lighthouse mobile /hpc, 6 runs: LCP 1.67–2.14 → 1.88–1.91 s). They go before the UI
// font's face: of overlapping faces the last defined is tried first, and the UI font must be the
// one the first screen loads (the subsets only for characters it lacks).
(function () {
  function start() {
    var faces = document.createElement('link');
    faces.rel = 'stylesheet';
    faces.href = __FONT_FACES__;
    document.head.insertBefore(faces, document.querySelector('style[data-ui-font]'));
    var script = document.createElement('script');
    script.src = __MAIN_SCRIPT__;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
