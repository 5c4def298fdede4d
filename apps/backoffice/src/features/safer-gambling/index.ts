export { CaseQueue } from './components/case-queue';
export { CaseView } from './components/case-view';
