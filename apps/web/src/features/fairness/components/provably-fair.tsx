'use client';
import type { TRevealedSeedPair } from '@casino/contracts';
import { Suspense, useRef, useState } from 'react';
import type { VerifierTitleNames } from '@/features/play/families/registry';
import type { VerifierFields } from '../lib/verifier-input';
import { PlayedRound } from './played-round';
import { SeedsPanel } from './seeds-panel';
import { Verifier } from './verifier';

/**
 * The verifier and the player's seeds: a revealed pair's "Verify" fills the verifier with it, and a
 * round named in the address (?round={id}, from the bet history) is checked against its seeds.
 */
export function ProvablyFair({ titleNames }: { titleNames: VerifierTitleNames }) {
  const [fields, setFields] = useState<VerifierFields>({ serverSeed: '', clientSeed: '', nonce: '0' });
  const verifierRef = useRef<HTMLDivElement>(null);

  function fillVerifier(next: VerifierFields) {
    setFields(next);
    verifierRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  const onVerify = (pair: TRevealedSeedPair) => fillVerifier({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: '0' });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Suspense fallback={null}>
        <div className="empty:hidden lg:col-span-2">
          <PlayedRound onVerify={fillVerifier} />
        </div>
      </Suspense>
      <div ref={verifierRef} className="scroll-mt-20">
        <Verifier fields={fields} onFieldsChange={setFields} titleNames={titleNames} />
      </div>
      <SeedsPanel onVerify={onVerify} />
    </div>
  );
}
