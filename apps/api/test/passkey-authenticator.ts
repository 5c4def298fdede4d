import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { TPasskeyAssertion, TPasskeyRegistrationResponse } from '@casino/contracts';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey in software, for API tests: a P-256 key made here, answers built byte by byte as WebAuthn describes
// them ('none' attestation), so the API's checks run on real signatures.

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

// Authenticator data flags: user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** What a browser would put in clientDataJSON; a test changes a field to play a phishing page or a replay. */
type ClientData = { challenge: string; origin: string };

export class SoftwarePasskey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  /** The signature counter: every assertion raises it. */
  counter = 0;

  constructor(private readonly site: { rpId: string; origin: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(flags: number, attested?: Uint8Array, rpId = this.site.rpId): Buffer {
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(this.counter), ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, data: ClientData): string {
    return JSON.stringify({ type, challenge: data.challenge, origin: data.origin, crossOrigin: false });
  }

  /** navigator.credentials.create() answering `options` (their challenge), as the site's page would call it. */
  register(options: { challenge: string }, change: Partial<ClientData> = {}): TPasskeyRegistrationResponse {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* AAGUID: none */, idLength, this.credentialId, this.cosePublicKey]);
    const authData = this.authenticatorData(UP | UV | AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', { challenge: options.challenge, origin: this.site.origin, ...change });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): signs authenticatorData || SHA-256(clientDataJSON) with the next counter. */
  assert(options: { challenge: string }, change: Partial<ClientData & { rpId: string }> = {}): TPasskeyAssertion {
    this.counter++;
    const authData = this.authenticatorData(UP | UV, undefined, change.rpId);
    const clientDataJSON = this.clientData('webauthn.get', { challenge: options.challenge, origin: this.site.origin, ...change });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
