// Text panels draw Markdown and never raw HTML nor script links; gauges place their figure between their min and
// max, coloured by the highest threshold it reaches.
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { Panel, StatsAnswer } from './api';
import { GaugePanel, gaugeRange, gaugeShare } from './GaugePanel';
import { TextPanel } from './TextPanel';

afterEach(cleanup);

async function inConsole(children: ReactNode) {
  render(
    <AdminContext
      i18nProvider={createI18nProvider('en_US', await loadMessages('en_US'))}
      store={memoryStore()}
    >
      {children}
    </AdminContext>,
  );
}

const textPanel = (markdown: string): Panel => ({
  id: 't',
  kind: 'text',
  title: 'Notes',
  options: { refreshSeconds: 3600, markdown },
});

describe('TextPanel', () => {
  it('draws headings, lists, emphasis and links from Markdown', async () => {
    await inConsole(
      <TextPanel
        panel={textPanel('# Shift notes\n\n- check **aisle 4**\n- [runbook](https://example.com/r)')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shift notes');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('aisle 4').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'runbook' });
    expect(link.getAttribute('href')).toBe('https://example.com/r');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no raw HTML and no script link', async () => {
    await inConsole(
      <TextPanel
        panel={textPanel(
          'before <img src=x onerror="window.hacked=1"> <script>window.hacked=2</script>\n\n[click](javascript:alert(1))',
        )}
      />,
    );
    const box = screen.getByTestId('panel-text');
    expect(box.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(box.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(box.textContent).toContain('before');
  });
});

const gauge = (options: Partial<NonNullable<Panel['options']>>): Panel => ({
  id: 'g',
  kind: 'gauge',
  title: 'Tags',
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 60, ...options },
});
const answer = (value: number | null): StatsAnswer => ({
  rows: value === null ? [] : [{ key: [], value }],
  truncated: false,
  groupBy: [],
});

describe('GaugePanel', () => {
  it('shows its figure as a meter between min and max, in the colour of the threshold reached', async () => {
    const panel = gauge({
      min: 0,
      max: 200,
      unit: 'tags',
      thresholds: [
        { value: 100, color: '#ed6c02' },
        { value: 150, color: '#d32f2f' },
      ],
    });
    await inConsole(<GaugePanel panel={panel} answer={answer(160)} />);
    const meter = screen.getByRole('meter', { name: 'Tags' });
    expect(meter.getAttribute('aria-valuenow')).toBe('160');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('200');
    expect(meter.getAttribute('aria-valuetext')).toBe('160 tags');
    expect(screen.getByTestId('gauge-value').getAttribute('stroke')).toBe('#d32f2f');
    expect(screen.getAllByTestId('gauge-band')).toHaveLength(2);
  });

  it('draws no value arc for no figure, and clamps to its range', async () => {
    await inConsole(<GaugePanel panel={gauge({})} answer={answer(null)} />);
    expect(screen.getByRole('meter').textContent).toContain('—');
    expect(screen.queryByTestId('gauge-value')).toBeNull();
    expect(gaugeShare(250, 0, 200)).toBe(1);
    expect(gaugeShare(-5, 0, 200)).toBe(0);
    expect(gaugeShare(50, 0, 200)).toBe(0.25);
    expect(gaugeRange(gauge({}))).toEqual({ min: 0, max: 100 });
    expect(gaugeRange(gauge({ min: 10, max: 5 }))).toEqual({ min: 10, max: 11 });
  });
});
