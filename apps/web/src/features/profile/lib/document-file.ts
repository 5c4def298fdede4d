import { DOCUMENT_MAX_BYTES } from '@casino/contracts';
import { t } from '@/lib/i18n';

/** What the file picker offers; the server decides from the file's bytes. */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf';
const EXTENSIONS = DOCUMENT_ACCEPT.split(',');

/** Why a chosen file cannot be uploaded, or null when it may be sent. */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return t('profile.documents.wrongType');
  if (file.size === 0) return t('profile.documents.emptyFile');
  if (file.size > DOCUMENT_MAX_BYTES) return t('profile.documents.tooLarge', { max: formatFileSize(DOCUMENT_MAX_BYTES) });
  return null;
}

/** "512 B", "1.5 KB", "10 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Upload progress as a whole percent (0 to 100). */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
