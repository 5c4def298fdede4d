import { toMultiplierText } from '../crash/schedule';

/** A multiplier or odds stored in hundredths (237) as shown ("2.37"), null when not set. */
export const multiplierOrNull = (hundredths: unknown) => (typeof hundredths === 'number' ? toMultiplierText(hundredths) : null);
