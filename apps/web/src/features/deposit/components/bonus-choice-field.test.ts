import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chosenBonus, type BonusChoice } from '../lib/bonus-choice';
import { INITIAL_SESSION } from '../lib/deposit-session';
import { BonusChoiceField } from './bonus-choice-field';

const render = (chosen: BonusChoice | undefined) => renderToStaticMarkup(createElement(BonusChoiceField, { event: '1st deposit', chosen }));
const checkedValues = (html: string) =>
  (html.match(/<input[^>]*>/g) ?? []).filter((input) => input.includes('checked=""')).map((input) => /value="(\w+)"/.exec(input)?.[1]);

describe('BonusChoiceField', () => {
  it('is one named radio group: the offer or "No bonus"', () => {
    const html = render(undefined);
    expect(html).toContain('<fieldset');
    expect(html).toContain('Bonus for this deposit</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('Take the 1st deposit offer');
    expect(html).toContain('No bonus');
    expect(html).toContain('It still counts as your 1st deposit.');
  });

  it('checks nothing until the player chooses: taking a bonus is never the default', () => {
    expect(checkedValues(render(chosenBonus(INITIAL_SESSION)))).toEqual([]);
    expect(checkedValues(render('offer'))).toEqual(['offer']);
    expect(checkedValues(render('none'))).toEqual(['none']);
  });
});
