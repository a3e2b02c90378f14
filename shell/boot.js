// The shell's first script. A server-rendered page is painted before the portal's JavaScript
// starts: evaluating React and the shell takes the main thread for a few hundred milliseconds on
// a phone, and would otherwise hold back the first frame. So main.js is added after the next
// frame (requestAnimationFrame runs before it is painted, the timeout after); a hidden tab paints
// no frame and starts at once.
// The Pretendard subsets' faces are for characters the preloaded UI font lacks (its unicode-range:
// the portal's own text), such as a rare syllable in a member's nickname. Attached, their 92 faces
// join the family every element uses and the whole page is laid out again (the longest task of a
// phone's first load): so they are attached only once the page shows such a character, now or
// later (a mutation observer; text typed into a field is not watched, it draws with the fallback).
// They go before the UI font's face: of overlapping faces the last defined is tried first, and the
// UI font must be the one the first screen loads.
(function () {
  var observer;
  function attachFaces() {
    observer.disconnect();
    var faces = document.createElement('link');
    faces.rel = 'stylesheet';
    faces.href = __FONT_FACES__;
    document.head.insertBefore(faces, document.querySelector('style[data-ui-font]'));
  }
  // the characters the UI font lacks, as one regular expression over its unicode-range ("U+20-7E,
  // U+A7, …": ~500 ranges) turned into a negated class of \u{…} escapes; spaces and controls count
  // as covered. Built with the engine's own string replacements: a loop over the ranges and the
  // page's characters in JavaScript was ~20 ms of a phone's start-up, before any code was warm.
  var range = '';
  document.fonts.forEach(function (face) {
    if (face.family.indexOf('Pretendard Variable') >= 0) range += ',' + face.unicodeRange;
  });
  var missing = new RegExp('[^\\u{0}-\\u{20}' + range.replace(/[\s,]/g, '').replace(/U\+([0-9a-f]+)/gi, '\\u{$1}').replace(/-([0-9a-f]+)/gi, '-\\u{$1}') + ']', 'u');
  // whether a node's text has a character the UI font lacks
  function lacks(node) {
    return missing.test(node.textContent || '');
  }
  function start() {
    observer = new MutationObserver(function (records) {
      if (records.some(function (record) { return record.type == 'childList' ? [].some.call(record.addedNodes, lacks) : lacks(record.target); })) attachFaces();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    if (!range || lacks(document.body)) attachFaces();
    var script = document.createElement('script');
    script.src = __MAIN_SCRIPT__;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
