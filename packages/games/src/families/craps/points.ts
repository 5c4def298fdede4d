/** The numbers a point can be (and a place or come bet stand on), and those a hardway can roll. */
export const POINTS = [4, 5, 6, 8, 9, 10] as const;
export const HARDWAYS = [4, 6, 8, 10] as const;
export type CrapsPoint = (typeof POINTS)[number];
export type CrapsHardway = (typeof HARDWAYS)[number];
