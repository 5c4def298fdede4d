'use client';
import { DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu-radio';
import { SelectField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { CURRENT_LANGUAGE, LANGUAGES } from './languages';

/** The language choice inside the account options menu. */
export function LanguageMenuGroup() {
  return (
    <>
      <DropdownMenuLabel>{t('account.language')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={CURRENT_LANGUAGE}>
        {LANGUAGES.map(({ code, labelKey }) => (
          <DropdownMenuRadioItem key={code} value={code}>
            {t(labelKey)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** The language choice of the phone menu: a native select (the phone's own picker). */
export function LanguageSelect() {
  return (
    <SelectField label={t('account.language')} value={CURRENT_LANGUAGE} onChange={() => undefined}>
      {LANGUAGES.map(({ code, labelKey }) => (
        <option key={code} value={code}>
          {t(labelKey)}
        </option>
      ))}
    </SelectField>
  );
}
