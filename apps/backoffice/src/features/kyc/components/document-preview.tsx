import type { TKycDocument } from '@casino/contracts';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { documentFileUrl } from '../api/paths';

/**
 * The document itself. An image is shown here; a PDF opens in a tab of its own (Chrome shows no PDF inside a
 * sandboxed frame, and the file is never framed unsandboxed in the console).
 */
export function DocumentPreview({ document }: { document: TKycDocument }) {
  const url = documentFileUrl(document.id);
  if (document.contentType === 'application/pdf') {
    return (
      <div className="flex flex-col items-start gap-2 rounded-md border border-dashed border-line bg-canvas p-4">
        <p className="text-sm text-ink-soft">{t('kyc.pdfHint')}</p>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
          {t('kyc.openPdf', { file: document.fileName })}
        </a>
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block" aria-label={t('kyc.openImage', { file: document.fileName })}>
      <img
        src={url}
        alt={t('kyc.imageAlt', { file: document.fileName })}
        className="max-h-[70vh] max-w-full rounded-md border border-line bg-canvas object-contain"
      />
    </a>
  );
}
