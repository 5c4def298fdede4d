import type { InclusionProof } from '@casino/proofs';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import type { ProofCheck } from '../lib/check-proof';
import { formatMinorUnits } from '../lib/format';
import { leafSums } from '../lib/leaf-sums';

/** Each leaf: where it sits, what it holds, and the sums its path adds up to the root (listed on demand). */
function Leaves({ proof }: { proof: InclusionProof }) {
  const { currency } = proof.root;
  const money = (minor: bigint) => formatMinorUnits(minor, currency);
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{t('liabilities.result.leaves')}</h4>
      <ul className="flex flex-col gap-2">
        {proof.leaves.map((leaf) => {
          const { index, value, steps } = leafSums(leaf);
          const top = steps.at(-1)?.sum ?? value;
          return (
            <li key={index} className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-bg/40 p-3 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted">{t('liabilities.result.position')}</dt>
                <dd className="tabular-nums">{index}</dd>
                <dt className="text-muted">{t('liabilities.result.value')}</dt>
                <dd className="break-all tabular-nums">{money(value)}</dd>
                <dt className="text-muted">{t('liabilities.result.path')}</dt>
                <dd className="break-words">
                  {t(steps.length === 1 ? 'liabilities.result.pathValueOne' : 'liabilities.result.pathValue', {
                    steps: steps.length,
                    from: money(value),
                    to: money(top),
                  })}
                </dd>
              </dl>
              {steps.length > 0 && (
                <details className="min-w-0">
                  <summary className="cursor-pointer text-accent-2">{t('liabilities.result.showSums', { index })}</summary>
                  <div className="mt-2 overflow-x-auto">
                    <table className="w-full text-left text-xs tabular-nums">
                      <thead className="text-muted">
                        <tr>
                          <th scope="col" className="py-1 pr-3 font-semibold">
                            {t('liabilities.result.level')}
                          </th>
                          <th scope="col" className="py-1 pr-3 text-right font-semibold">
                            {t('liabilities.result.siblingSum')}
                          </th>
                          <th scope="col" className="py-1 text-right font-semibold">
                            {t('liabilities.result.sum')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {steps.map((step) => (
                          <tr key={step.level}>
                            <td className="py-1 pr-3">{step.level}</td>
                            <td className="py-1 pr-3 text-right">{money(step.siblingSum)}</td>
                            <td className="py-1 text-right">{money(step.sum)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One proof's verdict: verified against the listed root, or refused with every reason the verifier gave. */
export function ProofResult({ check }: { check: ProofCheck }) {
  const { currency } = check;
  const isVerified = check.status === 'verified';
  return (
    <article
      aria-label={t('liabilities.result.label', { currency })}
      className={cx('flex min-w-0 flex-col gap-3 rounded-2xl border p-4 sm:p-5', isVerified ? 'border-emerald-500/40' : 'border-danger/40')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{currency}</h3>
        <span
          data-testid="proof-verdict"
          className={cx(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            isVerified ? 'bg-emerald-500/15 text-emerald-400' : 'bg-danger/15 text-danger',
          )}
        >
          {t(isVerified ? 'liabilities.result.verified' : 'liabilities.result.refused')}
        </span>
      </div>
      {check.status === 'verified' ? (
        <p className="text-sm text-white/85">
          {t('liabilities.result.verifiedText', { currency, total: formatMinorUnits(check.root.total, currency) })}
        </p>
      ) : (
        <div role="alert" className="flex flex-col gap-1 text-sm">
          <p>{t('liabilities.result.refusedText')}</p>
          <ul className="list-disc pl-5 break-words text-danger">
            {check.problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {check.proof && (
        <>
          <dl className="flex flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('liabilities.result.balance')}</dt>
            <dd data-testid="proof-balance" className="text-xl font-bold break-all tabular-nums">
              {formatMinorUnits(check.proof.balance, currency)}
            </dd>
          </dl>
          <Leaves proof={check.proof} />
        </>
      )}
    </article>
  );
}
