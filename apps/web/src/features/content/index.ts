export { ContentPage } from './content-page';
export { CONTENT_SLUGS, type ContentSlug } from './load-content';
