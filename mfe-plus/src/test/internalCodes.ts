// Internal codes a player must never read: service codes (PET_SHOP …), product codes (PM0007,
// PO0021, PI0002) and option keys as labels. Looks at the text and at hover titles.
const SERVICE_CODE = /\b[A-Z]+(?:_[A-Z]+)+\b/g;
const PRODUCT_CODE = /\bP[MOI]\d{4}\b/g;

export function internalCodesIn(root: Element): string[] {
  const titles = Array.from(root.querySelectorAll('[title]'), (e) => e.getAttribute('title') ?? '');
  const text = [root.textContent ?? '', ...titles].join('\n');
  return [...(text.match(SERVICE_CODE) ?? []), ...(text.match(PRODUCT_CODE) ?? [])];
}
