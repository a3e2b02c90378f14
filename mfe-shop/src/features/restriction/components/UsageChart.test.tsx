// The usage chart draws its labels in the page's font (Chart.js's own Helvetica/Arial have no
// Hangul), and draws again once the faces of its labels are in (a canvas does not redraw itself).
import { act, render } from '@testing-library/react';
import type { RestrictionUsage } from '@hanpan/contracts';
import { UsageChart } from './UsageChart';

const charts: { update: jest.Mock; destroy: jest.Mock }[] = [];
jest.mock('chart.js', () => {
  class Chart {
    static defaults = { font: { family: "'Helvetica Neue', Arial" } };
    static register() {}
    update = jest.fn();
    destroy = jest.fn();
    constructor() {
      charts.push(this);
    }
  }
  const piece = {};
  return { Chart, BarController: piece, BarElement: piece, CategoryScale: piece, Legend: piece, LinearScale: piece, LineController: piece, LineElement: piece, PointElement: piece, Tooltip: piece };
});

const USAGE: RestrictionUsage = {
  month: '2026-11',
  legalMonthLimit: '1000000',
  monthLimit: '1000000',
  usedThisMonth: '3300',
  days: [{ date: '2026-11-01', amount: '3300', cumulative: '3300' }],
};

it('takes the page font and redraws once the faces of its labels have loaded', async () => {
  const { Chart } = jest.requireMock<{ Chart: { defaults: { font: { family: string } } } }>('chart.js');
  let loaded!: () => void;
  const load = jest.fn((_font: string, _text: string) => new Promise<void>((resolve) => (loaded = resolve)));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  // the page's font as the canvas sees it (jsdom does not inherit it from the body)
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = "canvas { font-family: 'Pretendard Variable', sans-serif; }";
  try {
    const { unmount } = render(<UsageChart usage={USAGE} />);
    expect(Chart.defaults.font.family).toContain('Pretendard Variable');
    expect(load.mock.calls[0]?.[1]).toContain('한도');
    expect(charts[0]!.update).not.toHaveBeenCalled();
    await act(async () => loaded());
    expect(charts[0]!.update).toHaveBeenCalledTimes(1);
    unmount();
    expect(charts[0]!.destroy).toHaveBeenCalled();
  } finally {
    delete (document as { fonts?: unknown }).fonts;
    style.remove();
  }
});

it('redraws, and raises nothing, when one face of the stack fails to load (a fallback face on a device without it)', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const load = jest.fn(() => Promise.reject(new DOMException('A network error occurred.', 'NetworkError')));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  try {
    const { unmount } = render(<UsageChart usage={USAGE} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(charts.at(-1)!.update).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    unmount();
  } finally {
    process.off('unhandledRejection', unhandled);
    delete (document as { fonts?: unknown }).fonts;
  }
});
