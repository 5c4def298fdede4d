import { DOCUMENT_MAX_BYTES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { documentFileProblem, formatFileSize, percentOf } from './document-file';

describe('document file check', () => {
  it('accepts images and PDFs up to 10 MB', () => {
    expect(documentFileProblem({ name: 'bill.PDF', size: 2048 })).toBeNull();
    expect(documentFileProblem({ name: 'bill.jpeg', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'scan.png', size: 1 })).toBeNull();
  });

  it('explains what is wrong with other files', () => {
    expect(documentFileProblem({ name: 'bill.png', size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      'The file is larger than 10 MB. Please choose a smaller file.',
    );
    expect(documentFileProblem({ name: 'bill.docx', size: 100 })).toBe('Please choose a JPG, PNG or PDF file.');
    expect(documentFileProblem({ name: 'bill.pdf', size: 0 })).toBe('The file is empty.');
  });
});

describe('file sizes and progress', () => {
  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('gives whole percents within 0 to 100', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 4)).toBe(100);
  });
});
