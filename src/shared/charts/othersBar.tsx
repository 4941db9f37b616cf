// The "Others" bar of a chart folded by topN.ts, kept on the chart without flattening it (issue 39): at 2,000 stores
// the other 1,990 stores hold 99 % of the tags, and an "Others" bar at the chart's scale left the ten stores the
// chart is about as lines along the axis. When "Others" is more than OTHERS_CLIP times the tallest bar, the scale
// is the other bars', "Others" is drawn cut: as tall as the tallest bar, its segments in their true proportions,
// a break across it and its true total over it. Its tooltip tells each segment's true value; the chart's summary
// and its "See all" table come from the true figures as before.
import { BarTooltip, type BarCustomLayerProps, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { formatNumber } from '../../i18n/format';

/** "Others" taller than this many times the tallest other bar is drawn cut */
export const OTHERS_CLIP = 1.5;
/** the cut "Others" bar's height, and the scale's top, in tallest bars */
const CUT_HEIGHT = 1.05;
const SCALE_TOP = 1.2;

export interface OthersFit {
  /** the label of the bar that stands for the rest */
  others: string;
  /** the records to draw: "Others" scaled down when it is cut */
  data: BarDatum[];
  /** "Others" is drawn cut: its true total (null: drawn at scale, or no "Others") */
  cutTotal: number | null;
  /** the value scale's top when "Others" is cut */
  valueMax?: number;
  /** a segment's true value (the cut "Others" bar's segments are drawn scaled) */
  trueValue: (index: string | number, key: string | number, drawn: number) => number;
}

/**
 * fits the "Others" record (`index` field equal to `others`) to the other bars' scale: `grouped` bars stand side
 * by side (a bar's height is its largest segment), stacked ones on each other (their sum)
 */
export function fitOthers(
  data: BarDatum[],
  options: { indexBy: string; keys: string[]; others: string; grouped?: boolean },
): OthersFit {
  const height = (record: BarDatum) => {
    const values = options.keys.map((key) => Number(record[key] ?? 0)).filter((value) => value > 0);
    if (values.length === 0) return 0;
    return options.grouped ? Math.max(...values) : values.reduce((sum, value) => sum + value, 0);
  };
  const unchanged: OthersFit = {
    others: options.others,
    data,
    cutTotal: null,
    trueValue: (_index, _key, drawn) => drawn,
  };
  const othersRecord = data.find((record) => record[options.indexBy] === options.others);
  if (!othersRecord) return unchanged;
  const tallest = Math.max(0, ...data.filter((record) => record !== othersRecord).map(height));
  const othersHeight = height(othersRecord);
  if (tallest <= 0 || othersHeight <= OTHERS_CLIP * tallest) return unchanged;
  const factor = (CUT_HEIGHT * tallest) / othersHeight;
  const scaled: BarDatum = { ...othersRecord };
  for (const key of options.keys)
    if (typeof othersRecord[key] === 'number') scaled[key] = (othersRecord[key] as number) * factor;
  const total = options.keys.reduce((sum, key) => sum + Math.max(0, Number(othersRecord[key] ?? 0)), 0);
  return {
    others: options.others,
    data: data.map((record) => (record === othersRecord ? scaled : record)),
    cutTotal: options.grouped ? othersHeight : total,
    valueMax: SCALE_TOP * tallest,
    trueValue: (index, key, drawn) =>
      index === options.others && typeof othersRecord[key] === 'number'
        ? (othersRecord[key] as number)
        : drawn,
  };
}

/** the bar chart's props that draw a cut "Others" (none when it is drawn at scale) */
export function othersBarProps(fit: OthersFit) {
  if (fit.cutTotal === null) return {};
  const cutTotal = fit.cutTotal;
  return {
    valueScale: { type: 'linear' as const, min: 0, max: fit.valueMax, nice: false },
    tooltip: (props: BarTooltipProps<BarDatum>) => {
      const value = fit.trueValue(props.indexValue, props.id, props.value);
      return <BarTooltip {...props} value={value} formattedValue={formatNumber(value)} />;
    },
    layers: [
      'grid',
      'axes',
      'bars',
      (props: BarCustomLayerProps<BarDatum>) => (
        <OthersBreak {...props} others={fit.others} total={cutTotal} />
      ),
      'totals',
      'markers',
      'legends',
      'annotations',
    ] as const,
  };
}

/** a break across the cut "Others" bar, under its top, and its true total over it */
function OthersBreak({
  bars,
  others,
  total,
}: BarCustomLayerProps<BarDatum> & { others: string; total: number }) {
  const own = bars.filter((bar) => bar.data.indexValue === others && bar.height > 0);
  if (own.length === 0) return null;
  const left = Math.min(...own.map((bar) => bar.x));
  const right = Math.max(...own.map((bar) => bar.x + bar.width));
  const top = Math.min(...own.map((bar) => bar.y));
  const bottom = Math.max(...own.map((bar) => bar.y + bar.height));
  const at = top + Math.min(14, (bottom - top) / 4);
  const slant = 4;
  return (
    <g data-testid="others-cut" data-total={total} pointerEvents="none">
      <path
        d={`M${left - 2},${at + slant} L${right + 2},${at - slant} L${right + 2},${at - slant + 5} L${left - 2},${at + slant + 5} Z`}
        fill="#fff"
      />
      <text
        x={(left + right) / 2}
        y={top - 4}
        textAnchor="middle"
        style={{ fontSize: 10, fill: '#555', fontFamily: 'sans-serif' }}
      >
        {formatNumber(total)}
      </text>
    </g>
  );
}
