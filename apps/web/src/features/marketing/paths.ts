/** GET: the operator's welcome offer, public. */
export const WELCOME_OFFER_URL = '/profile-service/api/v1/promotion/welcome';
