import {
  PLAYER_LIMITS,
  ZSaferGamblingCaseLimitRequest,
  ZSaferGamblingCaseMessageRequest,
  ZSaferGamblingCaseNoteRequest,
  ZSaferGamblingCloseAccountRequest,
  ZSaferGamblingCloseCaseRequest,
} from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/fields';
import { Panel } from '@/components/ui/page';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useAddCaseNote } from '../api/add-case-note';
import { useCloseAccount } from '../api/close-account';
import { useCloseCase } from '../api/close-case';
import { useImposeCaseLimit } from '../api/impose-case-limit';
import { useSendCaseMessage } from '../api/send-case-message';

type Mutation<B> = { mutate: (body: B, opts: { onSuccess: () => void; onError: (e: Error) => void }) => void; isPending: boolean };

/** One text box and its button, checked with the contract; the API's refusal shows under the field or above it. */
function TextActionForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  field,
  label,
  submitLabel,
  mutation,
  confirm,
}: {
  title: string;
  schema: S;
  field: Path<z.input<S>> & string;
  label: string;
  submitLabel: string;
  mutation: Mutation<z.output<S>>;
  /** Asks before sending: its title, text and button. */
  confirm?: { title: string; body: string; label: string };
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema) as never });
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<z.output<S> | null>(null);
  const send = (values: z.output<S>) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: () => {
        setAsking(null);
        form.reset();
      },
      onError: (error) => {
        setAsking(null);
        if (placeFieldErrors(error, form.setError, [field])) setFailure(error.message);
      },
    });
  };
  const error = form.formState.errors[field]?.message;
  return (
    <Panel title={title}>
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit((values) => (confirm ? setAsking(values) : send(values)))}
      >
        {failure && <Alert>{failure}</Alert>}
        <TextAreaField label={label} error={typeof error === 'string' ? error : undefined} {...form.register(field)} />
        <div>
          <Button type="submit" variant={confirm ? 'danger' : 'primary'} isBusy={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
      {confirm && asking && (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.label}
          cancelLabel={t('common.cancel')}
          isBusy={mutation.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => send(asking)}
        >
          <p>{confirm.body}</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

export function MessageForm({ caseId }: { caseId: string }) {
  return (
    <TextActionForm
      title={t('cases.messageTitle')}
      schema={ZSaferGamblingCaseMessageRequest}
      field="message"
      label={t('cases.message')}
      submitLabel={t('cases.sendMessage')}
      mutation={useSendCaseMessage(caseId)}
    />
  );
}

export function NoteForm({ caseId }: { caseId: string }) {
  return (
    <TextActionForm
      title={t('cases.noteTitle')}
      schema={ZSaferGamblingCaseNoteRequest}
      field="note"
      label={t('cases.note')}
      submitLabel={t('cases.addNote')}
      mutation={useAddCaseNote(caseId)}
    />
  );
}

export function CloseAccountForm({ caseId, email }: { caseId: string; email: string }) {
  return (
    <TextActionForm
      title={t('cases.closeAccountTitle')}
      schema={ZSaferGamblingCloseAccountRequest}
      field="reason"
      label={t('cases.reason')}
      submitLabel={t('cases.closeAccount')}
      mutation={useCloseAccount(caseId)}
      confirm={{
        title: t('cases.closeAccountConfirmTitle', { email }),
        body: t('cases.closeAccountConfirmBody'),
        label: t('cases.closeAccount'),
      }}
    />
  );
}

export function CloseCaseForm({ caseId }: { caseId: string }) {
  return (
    <TextActionForm
      title={t('cases.closeCaseTitle')}
      schema={ZSaferGamblingCloseCaseRequest}
      field="outcome"
      label={t('cases.outcome')}
      submitLabel={t('cases.closeCase')}
      mutation={useCloseCase(caseId)}
    />
  );
}

type LimitInput = z.input<typeof ZSaferGamblingCaseLimitRequest>;
type LimitValues = z.output<typeof ZSaferGamblingCaseLimitRequest>;

/** Imposes a limit: the player's own kinds, a value as the player gives one (an amount in their currency, or minutes). */
export function LimitForm({ caseId, currency }: { caseId: string; currency: string | null }) {
  const form = useForm<LimitInput, unknown, LimitValues>({
    resolver: zodResolver(ZSaferGamblingCaseLimitRequest),
    defaultValues: { limit: 'deposit_24h', value: '' },
  });
  const impose = useImposeCaseLimit(caseId);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const isSession = useWatch({ control: form.control, name: 'limit' }) === 'session_time';
  const submit = (values: LimitValues) => {
    setFailure(null);
    impose.mutate(values, {
      onSuccess: () => form.reset({ limit: values.limit, value: '' }),
      onError: (error) => {
        if (placeFieldErrors(error, form.setError, ['limit', 'value'])) setFailure(error.message);
      },
    });
  };
  return (
    <Panel title={t('cases.limitTitle')}>
      <form noValidate aria-label={t('cases.limitTitle')} onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
        {failure && <Alert>{failure}</Alert>}
        <p className="text-sm text-ink-soft">{t('cases.limitHelp')}</p>
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
          <SelectField label={t('cases.limit')} error={errors.limit?.message} {...form.register('limit')}>
            {PLAYER_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {t(`cases.limitNames.${limit}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={isSession ? t('cases.minutes') : t('cases.amount', { currency: currency ?? '' })}
            inputMode={isSession ? 'numeric' : 'decimal'}
            autoComplete="off"
            error={errors.value?.message}
            {...form.register('value')}
          />
          <Button type="submit" isBusy={impose.isPending} className="sm:mt-6">
            {t('cases.imposeLimit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
