/** The operator's site configuration, served by the API as a static CDN file. */
export const SITE_CONFIGURATION_PATH = '/cdn/static/site-configuration.json';
