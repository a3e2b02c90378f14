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
  // the UI font's unicode-range ("U+20-7E, U+A7, …") as from, to, from, to… — ascending and
  // disjoint as shell/ui-font.cjs writes it, so a character is looked up by halving (~500 ranges)
  var ranges = [];
  document.fonts.forEach(function (face) {
    if (face.family.indexOf('Pretendard Variable') >= 0)
      face.unicodeRange.split(',').forEach(function (range) {
        var ends = range.trim().slice(2).split('-');
        ranges.push(parseInt(ends[0], 16), parseInt(ends[1] || ends[0], 16));
      });
  });
  // whether a node's text has a character (other than spaces and controls) the UI font lacks
  // (the characters found in it, remembered: a page repeats its syllables)
  var covered = {};
  function lacks(node) {
    var text = node.textContent || '';
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      for (var low = 0, high = ranges.length / 2 - 1; code > 32 && !covered[code]; ) {
        if (low > high) return true;
        var mid = (low + high) >> 1;
        if (code < ranges[2 * mid]) high = mid - 1;
        else if (code > ranges[2 * mid + 1]) low = mid + 1;
        else covered[code] = 1;
      }
    }
    return false;
  }
  function start() {
    observer = new MutationObserver(function (records) {
      if (records.some(function (record) { return record.type == 'childList' ? [].some.call(record.addedNodes, lacks) : lacks(record.target); })) attachFaces();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    if (!ranges.length || lacks(document.body)) attachFaces();
    var script = document.createElement('script');
    script.src = __MAIN_SCRIPT__;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
