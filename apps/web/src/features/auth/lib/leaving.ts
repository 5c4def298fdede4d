// A player signed out on purpose (sign-out, a time-out, a self-exclusion) is sent home by the page itself. Until that
// navigation ends, the guard of the page being left must not send them to sign in instead, however slow it is.

let leavingFrom: string | null = null;

/** The page at `path` is being left, signed out. */
export const markLeaving = (path: string) => {
  leavingFrom = path;
};

/** Whether the page at `path` is being left signed out. */
export const isBeingLeft = (path: string) => leavingFrom === path;

/** A guard mounting is a page of its own: whatever was being left is left. */
export const forgetLeaving = () => {
  leavingFrom = null;
};
