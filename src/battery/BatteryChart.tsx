// One tag's battery (issue 27 §2): its daily readings, the line the forecast fitted since the last battery change
// up to the date it falls under the low level, and that level (nivo line on a time axis). The figure is named by
// a text summary of the readings and the forecast, and its readings are listed as a table beside it.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'ra-core';
import { formatDate, formatNumber } from '../i18n/format';
import { ChartFigure, DRAWING_ROLE } from '../layout/ChartFigure';
import type { BatteryTagDetail } from './api';

const READING_COLOR = '#1565c0';
const FIT_COLOR = '#ef6c00';
const LOW_COLOR = '#c62828';

export function useForecastText(): (detail: BatteryTagDetail) => string {
  const translate = useTranslate();
  return (detail) => {
    const f = detail.forecast;
    if (!f) return translate('app.battery.forecastText.tooFewReadings');
    return translate(`app.battery.forecastText.${f.state}`, {
      threshold: detail.threshold,
      date: formatDate(f.forecastAt),
      rate: f.ratePerMonth === null ? '-' : formatNumber(f.ratePerMonth, { maximumFractionDigits: 1 }),
    });
  };
}

export function BatteryChart({ detail }: { detail: BatteryTagDetail }) {
  const translate = useTranslate();
  const forecastText = useForecastText();
  const readings = detail.readings;
  if (readings.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }} data-testid="battery-chart" data-points={0}>
        {translate('app.noData')}
      </Typography>
    );
  }
  const first = new Date(readings[0].at);
  const lastAt = detail.fit.length ? detail.fit[detail.fit.length - 1].at : readings[readings.length - 1].at;
  const end = new Date(Math.max(Date.parse(lastAt), Date.parse(readings[readings.length - 1].at)));
  const data = [
    {
      id: translate('app.battery.readings'),
      data: readings.map((r) => ({ x: new Date(r.at), y: r.battery })),
    },
    {
      id: translate('app.battery.fitLine'),
      data: detail.fit.map((p) => ({ x: new Date(p.at), y: p.level })),
    },
    {
      id: translate('app.battery.thresholdLine', { threshold: detail.threshold }),
      data: [
        { x: first, y: detail.threshold },
        { x: end, y: detail.threshold },
      ],
    },
  ].filter((series) => series.data.length > 0);
  const latest = readings[readings.length - 1];
  const summary = translate('app.battery.chartSummary', {
    count: readings.length,
    from: formatDate(readings[0].at),
    to: formatDate(latest.at),
    level: latest.battery,
    forecast: forecastText(detail),
  });
  return (
    <>
      <ChartFigure
        summary={summary}
        sx={{ height: 300 }}
        data-testid="battery-chart"
        data-points={readings.length}
        data-fit={detail.fit.length}
      >
        <ResponsiveLine
          role={DRAWING_ROLE}
          data={data}
          colors={[READING_COLOR, FIT_COLOR, LOW_COLOR]}
          margin={{ top: 24, right: 24, bottom: 48, left: 48 }}
          xScale={{ type: 'time', format: 'native', precision: 'hour' }}
          yScale={{ type: 'linear', min: 0, max: 100 }}
          axisBottom={{ format: (value: Date) => formatDate(value).slice(5), tickValues: 6 }}
          axisLeft={{ legend: '%', legendOffset: -36, legendPosition: 'middle' }}
          enablePoints
          pointSize={4}
          useMesh
          legends={[
            {
              anchor: 'top-right',
              direction: 'row',
              itemWidth: 140,
              itemHeight: 16,
              translateY: -20,
              symbolSize: 10,
            },
          ]}
        />
      </ChartFigure>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="battery-chart-summary">
        {summary}
      </Typography>
      <details>
        <summary>{translate('app.battery.readings')}</summary>
        <Table size="small" data-testid="battery-readings">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.battery.fields.lastReadingAt')}</TableCell>
              <TableCell align="right">{translate('app.battery.fields.level')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...readings].reverse().map((r) => (
              <TableRow key={r.at}>
                <TableCell>{formatDate(r.at)}</TableCell>
                <TableCell align="right">{r.battery} %</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </>
  );
}
