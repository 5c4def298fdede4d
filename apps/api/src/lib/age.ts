/** Whole years between the birth date ("1990-05-17") and the UTC date of `now`; a 29 February birthday comes on 1 March. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = now.getUTCFullYear() - year;
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}
