import { Paper, Stack, Title } from '@mantine/core';
import type { RevenueAnswer } from '@padel/contracts';
import { useId } from 'react';
import { barsOf, scaleTop } from '@/lib/bar-chart';
import { formatPrice } from '@/lib/format';
import { periodLabel } from '../lib/revenue-periods';
import frame from '@/components/ui/bar-chart.module.css';
import classes from './revenue-chart.module.css';

/** The SVG's own height units; CSS sets the height on screen. */
const HEIGHT = 100;

/**
 * The takings of each period (see docs/till.md#revenue): courts and café stacked, drawn by hand in
 * SVG like the other admin charts; the table beside it carries the same numbers for screen
 * readers, so the picture is hidden from them.
 */
export function RevenueChart({ answer }: { answer: RevenueAnswer }) {
  const headingId = useId();
  const { periods, by } = answer;
  // What each bar stands on: takings, never below nothing (refunds are shown in the table).
  const courts = periods.map((p) => Math.max(0, p.courts));
  const cafe = periods.map((p) => Math.max(0, p.cafe));
  const top = scaleTop(courts.map((value, index) => value + cafe[index]!));
  const courtBars = barsOf(courts, top, HEIGHT);
  const cafeBars = barsOf(cafe, top, HEIGHT);
  const first = periods[0];
  const last = periods.at(-1);
  return (
    <Paper
      withBorder
      p="md"
      component="figure"
      className={`${frame.chart} ${classes.chart}`}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h4" id={headingId} mb="xs">
        Takings per {by}
      </Title>
      <Stack gap="xs">
        <div className={classes.legend} aria-hidden="true">
          <span>
            <span className={classes.swatchCourts} />
            Courts
          </span>
          <span>
            <span className={classes.swatchCafe} />
            Café
          </span>
        </div>
        <div className={frame.plot} aria-hidden="true">
          <div className={frame.scale}>
            <span>{formatPrice(top)}</span>
            <span>0</span>
          </div>
          <svg
            className={frame.svg}
            viewBox={`0 0 ${Math.max(1, periods.length)} ${HEIGHT}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {periods.map((period, index) => {
              const court = courtBars[index]!;
              const cafeBar = cafeBars[index]!;
              return (
                <g key={period.start}>
                  <rect className={classes.courts} {...court} />
                  {/* The café's share sits on top of the courts'. */}
                  <rect className={classes.cafe} {...cafeBar} y={court.y - cafeBar.height} />
                </g>
              );
            })}
          </svg>
        </div>
        {first && last && (
          <div className={frame.dates} aria-hidden="true">
            <span>{periodLabel(first.start, by)}</span>
            <span>{periodLabel(last.start, by)}</span>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
