// The profile module's API for the app.
export { profileRoutes } from './routes';
// Payments check the payer's details before a gateway sees them.
export { getProfile } from './service';
// National registers ask what the site knows of a player; promotional mail passes one gate.
export { findRegisterPerson } from './register-person';
export { mayReceivePromotionalMail, sendPromotionalMail, type PromotionalMail, type PromotionalMailDeps } from './promotional-mail';
export { unsubscribeLink } from './unsubscribe';
// The staff app: review of verification documents (permission kyc.review).
export { staffDocumentRoutes } from './staff-document-routes';
// The staff console's player search and player page (modules/player-view): countries, documents, device names.
export { findPlayerCountries, listPlayerDocuments } from './staff-player-parts';
export { describeDevice } from './device';
