'use client';
import type { TRevealedSeedPair } from '@casino/contracts';
import { useRef, useState } from 'react';
import type { VerifierFields } from '../lib/verifier-input';
import { SeedsPanel } from './seeds-panel';
import { Verifier } from './verifier';

/** The verifier and the player's seeds: a revealed pair's "Verify" fills the verifier with it. */
export function ProvablyFair() {
  const [fields, setFields] = useState<VerifierFields>({ serverSeed: '', clientSeed: '', nonce: '0' });
  const verifierRef = useRef<HTMLDivElement>(null);

  function onVerify(pair: TRevealedSeedPair) {
    setFields({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: '0' });
    verifierRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div ref={verifierRef} className="scroll-mt-20">
        <Verifier fields={fields} onFieldsChange={setFields} />
      </div>
      <SeedsPanel onVerify={onVerify} />
    </div>
  );
}
