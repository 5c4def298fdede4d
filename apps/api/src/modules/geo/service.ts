import type { TCurrentIp } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { countryName, isCountryCode } from '../../lib/countries';
import { forbidden } from '../../lib/errors';
import { isRestrictedCountry } from '../site';
import { isPublicAddress, normalizeAddress } from './addresses';
import { findCountryCode } from './ip-database';

type GeoConfig = Pick<Config, 'geoDefaultCountry'>;

const located = (isoCode: string): TCurrentIp => ({ isoCode, country: countryName(isoCode) ?? isoCode });

/**
 * The visitor's country from their IP address. Private, loopback, link-local and malformed
 * addresses, public ones the database cannot place, and codes outside ISO 3166-1 (the database's
 * "XK") all resolve to GEO_DEFAULT_COUNTRY: the site cannot tell where such a visitor is, so it
 * treats them as the operator's home market rather than guessing.
 */
export function lookupCountry(ip: string, config: GeoConfig): TCurrentIp {
  const address = normalizeAddress(ip);
  const code = address && isPublicAddress(address) ? findCountryCode(address) : undefined;
  return located(code && isCountryCode(code) ? code : config.geoDefaultCountry);
}

/**
 * The country of the request's client. `request.ip` already applies TRUSTED_PROXIES: an
 * X-Forwarded-For header counts only when it comes from a trusted hop, so a visitor cannot pick a
 * country by sending one.
 */
export function countryOfRequest(request: FastifyRequest): TCurrentIp {
  return lookupCountry(request.ip, request.server.config);
}

/**
 * Refuses (403) what players from a restricted country may not do, naming the country:
 * "Registration is not available in United States.". Returns the request's country otherwise.
 */
export function assertCountryAllowed(request: FastifyRequest, activity = 'This service'): TCurrentIp {
  const location = countryOfRequest(request);
  if (isRestrictedCountry(request.server.config, location.isoCode)) {
    throw forbidden(`${activity} is not available in ${location.country}.`);
  }
  return location;
}
