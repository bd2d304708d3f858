import { z } from 'zod';
import { defineCall, noParams } from './define';
import { countryCode, ip, latitude, longitude, memberId } from './schemas';
import type { NamedCode } from '../types';

export const isEligibleLocation = defineCall<boolean>()({
  name: 'isEligibleLocation',
  access: 'open',
  area: 'geo',
  summary: "Whether the site may sell to the caller's location (spec Eligible-location request)",
  params: z.object({
    memberId,
    ip: ip.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  }),
});

export const getCountryCodeByIp = defineCall<string>()({
  name: 'getCountryCodeByIp',
  access: 'auth',
  area: 'geo',
  summary: "Two-letter country of an address (the caller's when omitted); empty when unknown",
  params: z.object({ ip: ip.optional() }),
});

export const getCountry = defineCall<NamedCode | null>()({
  name: 'getCountry',
  access: 'auth',
  area: 'geo',
  summary: "The player's country, falling back to the site's default country",
  params: noParams,
});

export const getCountries = defineCall<NamedCode[]>()({
  name: 'getCountries',
  access: 'auth',
  area: 'geo',
  summary: 'Countries the site accepts players from',
  params: z.object({ memberId }),
});

export const getStateProvincesForCountry = defineCall<NamedCode[]>()({
  name: 'getStateProvincesForCountry',
  access: 'auth',
  area: 'geo',
  summary: 'States or provinces of a country for the address forms',
  params: z.object({ country: countryCode }),
});
