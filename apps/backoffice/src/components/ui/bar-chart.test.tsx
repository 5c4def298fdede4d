import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'];

describe('the bar chart', () => {
  it('is an image named by its title and described, with one bar per label', () => {
    render(
      <BarChart
        title="GGR per day"
        description="The figures are in the table below."
        labels={DAYS}
        bars={{ name: 'GGR', values: [10, 0, -5, 20] }}
        line={{ name: 'NGR', values: [8, 0, -6, 18] }}
      />,
    );
    const chart = screen.getByRole('img', { name: 'GGR per day' });
    expect(chart.getAttribute('aria-describedby')).toBe(chart.querySelector('desc')!.id);
    expect(chart.querySelector('desc')!.textContent).toBe('The figures are in the table below.');
    const bars = [...chart.querySelectorAll('[data-chart-bar]')];
    expect(bars).toHaveLength(4);
    expect(bars.map((bar) => bar.querySelector('title')!.textContent)).toEqual([
      '2025-03-01: GGR 10, NGR 8',
      '2025-03-02: GGR 0, NGR 0',
      '2025-03-03: GGR -5, NGR -6',
      '2025-03-04: GGR 20, NGR 18',
    ]);
  });

  it('scales bars to the largest figure and hangs a negative one, in red, from the zero line', () => {
    render(<BarChart title="Days" description="d" labels={DAYS.slice(0, 2)} bars={{ name: 'GGR', values: [30, -10] }} />);
    const [up, down] = [...screen.getByRole('img', { name: 'Days' }).querySelectorAll('[data-chart-bar]')];
    // 0 is a quarter of the way up from -10 to 30: the drawing is 100 high, zero at 75.
    expect([up!.getAttribute('y'), up!.getAttribute('height')]).toEqual(['0', '75']);
    expect([down!.getAttribute('y'), down!.getAttribute('height')]).toEqual(['75', '25']);
    expect(down!.getAttribute('class')).toContain('fill-danger');
    expect(up!.getAttribute('class')).not.toContain('fill-danger');
  });
});
