export { EnrolmentScreen } from './components/enrolment-screen';
export { tokenOfHash } from './lib/enrolment-form';
