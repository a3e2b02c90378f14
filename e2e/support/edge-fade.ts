/**
 * How far in from its left and right edge a sideways-scrolling box fades out, in px (platform's
 * scrollEdgeFade): [0, 28] at the start of a box with more to its right, [0, 0] for a box that fits.
 * Runs in the page (`locator.evaluate(edgeFadeOf)`).
 */
export function edgeFadeOf(el: Element): [number, number] {
  const style = getComputedStyle(el);
  return [parseFloat(style.getPropertyValue('--fade-start')), parseFloat(style.getPropertyValue('--fade-end'))];
}
