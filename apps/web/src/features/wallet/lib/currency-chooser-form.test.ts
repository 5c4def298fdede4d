import { describe, expect, it } from 'vitest';
import { ZCurrencyChooserForm } from './currency-chooser-form';

describe('currency chooser form', () => {
  it('asks for a currency when none is chosen', () => {
    const result = ZCurrencyChooserForm.safeParse({ currency: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Selected currency is required.');
  });

  it('accepts a supported currency and refuses others', () => {
    expect(ZCurrencyChooserForm.parse({ currency: 'USD' })).toEqual({ currency: 'USD' });
    expect(ZCurrencyChooserForm.safeParse({ currency: 'XYZ' }).success).toBe(false);
  });
});
