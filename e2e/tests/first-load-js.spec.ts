import { expect, test } from '@playwright/test';
import { allChunkFiles, firstLoadFiles, readBuildFile } from '../support/first-load';

// Code a visitor's first look at a page must not download: each modal's form stack loads when the
// modal first opens, the 500 page when an error is shown. A text is searched for in the built chunks (minified code keeps string literals).
const LOADED_ON_OPEN = {
  'the sign-up form': "'auth.emailValidationFailed'", // a text key only the sign-up form names
  'react-hook-form': 'shouldUnregister',
  zod: 'invalid_type',
  'the captcha (altcha)': 'altcha-widget',
  sonner: 'data-sonner-toaster',
  'the Radix dialog': 'DialogContent',
  'the 500 page': "'errors.unexpected'",
  'the deposit dialog': "'deposit.amount.minimum'", // a text key only the deposit dialog names
};

/** The chunks (of `files`) whose code contains `text` in either quote style. */
function chunksWith(files: string[], text: string): string[] {
  const variants = text.startsWith("'") ? [text, text.replaceAll("'", '"')] : [text];
  return files.filter((file) => {
    const code = readBuildFile(file).toString('utf8');
    return variants.some((v) => code.includes(v));
  });
}

// A visitor who opens /profile sees only the session guard: the account pages' code loads behind it.
const LOADED_BEHIND_THE_GUARD = {
  'the profile form': "'profile.form.phone'",
  'the phone number metadata (libphonenumber)': 'libphonenumber',
  'react-hook-form': 'shouldUnregister',
  zod: 'invalid_type',
};

// Texts of the account and game areas (locales/en/common.json), which public pages never show: the
// public pages' client code reads locales/en/site.json alone.
const ACCOUNT_AREA_TEXT = 'Once a detail is saved it can only be corrected by support.';

test.describe('first-load JavaScript of the home page, from the build manifests', () => {
  for (const [name, text] of Object.entries(LOADED_ON_OPEN)) {
    test(`${name} is built into a chunk of its own, not loaded with /`, () => {
      // The text must be findable at all, or its absence below would prove nothing.
      expect(chunksWith(allChunkFiles(), text), `no chunk contains ${text}`).not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles('/'), text)).toEqual([]);
    });
  }
});

test.describe('first-load JavaScript of a visitor on /profile, from the build manifests', () => {
  for (const [name, text] of Object.entries(LOADED_BEHIND_THE_GUARD)) {
    test(`${name} is built into a chunk of its own, not loaded with /profile`, () => {
      expect(chunksWith(allChunkFiles(), text), `no chunk contains ${text}`).not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles('/profile'), text)).toEqual([]);
    });
  }
});

// Public pages read their data through lib/use-shared-query; the query library loads with the account
// area, a player's seeds and the forms that need it (docs/decisions/016-public-data-without-a-query-library.md).
const QUERY_LIBRARY = 'No QueryClient set';
const PUBLIC_ROUTES = ['/', '/games/all', '/promotions', '/provably-fair', '/proof-of-liabilities', '/game/[slug]'];

test.describe('the query library in the first load of public pages', () => {
  for (const route of [...PUBLIC_ROUTES, '/profile']) {
    test(`${route} does not load TanStack Query`, () => {
      expect(chunksWith(allChunkFiles(), QUERY_LIBRARY), 'no chunk holds the query library').not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles(route), QUERY_LIBRARY)).toEqual([]);
    });
  }
});

test.describe('texts in the first load of public pages', () => {
  for (const route of ['/', '/games/all', '/promotions']) {
    test(`${route} does not load the account area's texts`, () => {
      expect(chunksWith(allChunkFiles(), ACCOUNT_AREA_TEXT), 'no chunk holds the account texts').not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles(route), ACCOUNT_AREA_TEXT)).toEqual([]);
    });
  }
});

// A constant shared with the API must come from a module without schemas (packages/contracts/src/limits.ts):
// one number imported from a schema module brings zod's whole runtime along.
test.describe('the schema library in the first load of public pages', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} does not load zod`, () => {
      expect(chunksWith(allChunkFiles(), LOADED_ON_OPEN.zod), 'no chunk holds zod').not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles(route), LOADED_ON_OPEN.zod)).toEqual([]);
    });
  }
});
