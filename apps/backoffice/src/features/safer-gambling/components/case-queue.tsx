import { SAFER_GAMBLING_CASE_STATUSES, type TSaferGamblingCaseStatus } from '@casino/contracts';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/fields';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useCaseQueue } from '../api/list-cases';
import { caseAge } from '../lib/case-age';
import { CaseStatusBadge, markerName } from './case-labels';

const isStatus = (value: string | null): value is TSaferGamblingCaseStatus =>
  (SAFER_GAMBLING_CASE_STATUSES as readonly (string | null)[]).includes(value);

/** The queue of cases, filtered by status in the address (?status=), every case not closed by default. */
export function CaseQueue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const queue = useCaseQueue(status);

  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-xs">
        <SelectField
          label={t('cases.filter')}
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        >
          <option value="">{t('cases.statuses.active')}</option>
          {SAFER_GAMBLING_CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`cases.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {queue.isPending ? (
        <Loading label={t('common.loading')} />
      ) : queue.isError ? (
        <Alert>{queue.error.message}</Alert>
      ) : queue.data.cases.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('cases.empty')}</p>
      ) : (
        <Table label={t('cases.tableLabel')} minWidth="56rem">
          <thead>
            <tr>
              <Th>{t('cases.player')}</Th>
              <Th>{t('cases.status')}</Th>
              <Th>{t('cases.markers')}</Th>
              <Th>{t('cases.latestMarker')}</Th>
              <Th>{t('cases.age')}</Th>
              <Th>{t('cases.assignee')}</Th>
            </tr>
          </thead>
          <tbody>
            {queue.data.cases.map((c) => (
              <tr key={c.id}>
                <Td className="font-medium">
                  <Link to={`/cases/${c.id}`} className="text-brand-strong underline">
                    {c.email ?? t('cases.noAccount')}
                  </Link>
                </Td>
                <Td>
                  <CaseStatusBadge status={c.status} />
                </Td>
                <Td>{c.markers}</Td>
                <Td>
                  {c.latestMarker && (
                    <>
                      {markerName(c.latestMarker.kind)}{' '}
                      <span className="text-ink-soft">({t(`cases.strength.${c.latestMarker.strength}`)})</span>
                      <div className="text-xs whitespace-nowrap text-ink-soft">{formatUtc(c.latestMarker.at)}</div>
                    </>
                  )}
                </Td>
                <Td className="whitespace-nowrap">{caseAge(c.openedAt, c.closedAt ?? queue.data.now)}</Td>
                <Td>{c.assignee?.email ?? <span className="text-ink-soft">{t('cases.unassigned')}</span>}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
