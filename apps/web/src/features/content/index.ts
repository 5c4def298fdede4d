export { ArtCredits } from './art-credits';
export { ContentPage } from './content-page';
