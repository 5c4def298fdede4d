import { expect, type Locator } from '@playwright/test';

/** The field is marked invalid and drawn with the danger colour (focused or not). */
export async function expectRedBorder(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() =>
      field.evaluate((el) => {
        const probe = document.createElement('div');
        probe.style.borderColor = 'var(--color-danger)';
        document.body.append(probe);
        const danger = getComputedStyle(probe).borderTopColor;
        probe.remove();
        return getComputedStyle(el).borderTopColor === danger;
      }),
    )
    .toBe(true);
}
