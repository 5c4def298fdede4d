import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Registers a form's fields so that a field's message goes away as soon as the player edits it
 * (docs/product.md, Validation); `onEdit` runs on every edit too (e.g. to drop a message about the whole form).
 */
export function createFieldRegistrar<TInput extends FieldValues, TValues extends FieldValues>(
  { register, clearErrors }: Pick<UseFormReturn<TInput, unknown, TValues>, 'register' | 'clearErrors'>,
  onEdit?: () => void,
) {
  return (name: Path<TInput>) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        onEdit?.();
      },
    });
}
