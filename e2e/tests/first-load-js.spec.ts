import { expect, test } from '@playwright/test';
import { allChunkFiles, firstLoadFiles, readBuildFile } from '../support/first-load';

// Code a visitor's first look at a page must not download: each modal's form stack loads when the
// modal first opens. A text is searched for in the built chunks (minified code keeps string literals).
const LOADED_ON_OPEN = {
  'the sign-up form': "'auth.emailValidationFailed'", // a text key only the sign-up form names
  'react-hook-form': 'shouldUnregister',
  zod: 'invalid_type',
  'the captcha (altcha)': 'altcha-widget',
  sonner: 'data-sonner-toaster',
  'the Radix dialog': 'DialogContent',
};

/** The chunks (of `files`) whose code contains `text` in either quote style. */
function chunksWith(files: string[], text: string): string[] {
  const variants = text.startsWith("'") ? [text, text.replaceAll("'", '"')] : [text];
  return files.filter((file) => {
    const code = readBuildFile(file).toString('utf8');
    return variants.some((v) => code.includes(v));
  });
}

test.describe('first-load JavaScript of the home page, from the build manifests', () => {
  for (const [name, text] of Object.entries(LOADED_ON_OPEN)) {
    test(`${name} is built into a chunk of its own, not loaded with /`, () => {
      // The text must be findable at all, or its absence below would prove nothing.
      expect(chunksWith(allChunkFiles(), text), `no chunk contains ${text}`).not.toHaveLength(0);
      expect(chunksWith(firstLoadFiles('/'), text)).toEqual([]);
    });
  }
});
