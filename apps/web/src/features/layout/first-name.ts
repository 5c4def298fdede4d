/** The first word of a full name, for greetings ("Hi, Ana"); empty when there is no name. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}
