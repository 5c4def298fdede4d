export { DocumentReview } from './components/document-review';
export { KycQueue } from './components/kyc-queue';
