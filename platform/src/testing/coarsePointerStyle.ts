// What applies to an element on a touch screen only: jsdom evaluates no `@media (pointer: coarse)`,
// so the test reads those rules from the page's stylesheets.
export function coarsePointerStyle(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules) as (CSSRule & { media?: MediaList; cssRules?: CSSRuleList })[]) {
      if (!rule.media?.mediaText.includes('pointer: coarse') || !rule.cssRules) continue;
      for (const inner of Array.from(rule.cssRules) as CSSStyleRule[]) {
        if (!inner.selectorText || !el.matches(inner.selectorText)) continue;
        for (const prop of Array.from(inner.style)) out[prop] = inner.style.getPropertyValue(prop);
      }
    }
  }
  return out;
}
