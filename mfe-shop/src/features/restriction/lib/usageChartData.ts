// This month's use as chart series (pure: tested without a canvas). Amounts in 원 fit a JS number
// (the legal limit is 1,000,000원), so the chart can take plain numbers.
import type { RestrictionUsage } from '@hanpan/contracts';

export interface UsageSeries {
  labels: string[];
  daily: number[];
  cumulative: number[];
  limit: number[];
}

export function usageChartData(u: RestrictionUsage): UsageSeries {
  const limit = Number(u.monthLimit);
  return {
    labels: u.days.map((d) => `${Number(d.date.slice(8, 10))}일`),
    daily: u.days.map((d) => Number(d.amount)),
    cumulative: u.days.map((d) => Number(d.cumulative)),
    limit: u.days.map(() => limit),
  };
}
