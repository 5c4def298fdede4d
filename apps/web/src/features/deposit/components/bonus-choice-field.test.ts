import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BonusChoiceField } from './bonus-choice-field';

const render = (isDeclined: boolean) => renderToStaticMarkup(createElement(BonusChoiceField, { event: '1st deposit', isDeclined }));
const checkedValues = (html: string) =>
  (html.match(/<input[^>]*>/g) ?? []).filter((input) => input.includes('checked=""')).map((input) => /value="(\w+)"/.exec(input)?.[1]);

describe('BonusChoiceField', () => {
  it('is one named radio group: the offer or "No bonus"', () => {
    const html = render(false);
    expect(html).toContain('<fieldset');
    expect(html).toContain('Bonus for this deposit</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('Take the 1st deposit offer');
    expect(html).toContain('No bonus');
    expect(html).toContain('It still counts as your 1st deposit.');
  });

  it('checks the offer by default and "No bonus" once declined', () => {
    expect(checkedValues(render(false))).toEqual(['offer']);
    expect(checkedValues(render(true))).toEqual(['none']);
  });
});
