// This month's use by day against the monthly limit, drawn by Chart.js (registered piece by piece
// so only bars, lines and their scales are bundled; this module is its own lazy chunk). The same
// numbers are in a table for screen readers.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { RestrictionUsage } from '@hanpan/contracts';
import { formatMoney, VisuallyHidden } from '@hanpan/platform';
import { usageChartData } from '../lib/usageChartData';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const Box = styled.figure`
  margin: 0;
  position: relative;
  height: 240px;
`;

const won = (v: number | string) => `${formatMoney(String(Math.round(Number(v))))}원`;

export function UsageChart({ usage }: { usage: RestrictionUsage }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const s = usageChartData(usage);
    // the page's font (Pretendard), not Chart.js's Helvetica/Arial, which have no Hangul: without a
    // Korean system font the labels were empty boxes
    const family = getComputedStyle(canvas.current).fontFamily;
    if (family) Chart.defaults.font.family = family;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: s.labels,
        datasets: [
          { type: 'bar', label: '하루 사용', data: s.daily, backgroundColor: '#93c5fd', order: 2 },
          { type: 'line', label: '누적 사용', data: s.cumulative, borderColor: '#1d4ed8', backgroundColor: '#1d4ed8', pointRadius: 2, tension: 0.2, order: 1 },
          { type: 'line', label: '월 한도', data: s.limit, borderColor: '#b91c1c', borderDash: [6, 4], pointRadius: 0, order: 0 },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${won(c.parsed.y ?? 0)}` } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => won(v) } } },
      },
    });
    // a canvas does not redraw when a font arrives: once the faces of its labels are in, draw again.
    // The load rejects when one face of the stack fails (the local() fallback faces on a device
    // without those fonts), yet the faces that loaded are in: draw again either way
    let live = true;
    const redraw = () => void (live && chart.update());
    void document.fonts?.load(`12px ${family}`, `${s.labels.join('')}하루 누적 사용 월 한도 0123456789,원`).then(redraw, redraw);
    return () => {
      live = false;
      chart.destroy();
    };
  }, [usage]);
  return (
    <Box aria-label="이번 달 일별 사용 금액과 월 한도" data-testid="usage-chart">
      <canvas ref={canvas} role="img" aria-label={`이번 달 사용 ${won(usage.usedThisMonth)} / 월 한도 ${won(usage.monthLimit)}`} />
      <VisuallyHidden>
        <table>
          <caption>이번 달 일별 사용 금액</caption>
          <thead>
            <tr>
              <th>날짜</th>
              <th>사용</th>
              <th>누적</th>
            </tr>
          </thead>
          <tbody>
            {usage.days.map((d) => (
              <tr key={d.date}>
                <td>{d.date.replaceAll('-', '.')}</td>
                <td>{won(d.amount)}</td>
                <td>{won(d.cumulative)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

export default UsageChart;
