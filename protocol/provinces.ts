import type { NamedCode } from './types';

const list = (text: string): NamedCode[] =>
  text.split(';').map((entry) => {
    const [code, name] = entry.split('=');
    return { code: code.trim(), name: name.trim() };
  });

/**
 * States and provinces for the countries whose address forms show them. For these countries the
 * province is required (spec section 5: "Province is required when the country equals a given country").
 * Shared like countries.ts: the server's getStateProvincesForCountry and checks, and the one-click
 * checkout a visitor fills in before any session exists (that call needs one).
 */
const PROVINCES: ReadonlyMap<string, readonly NamedCode[]> = new Map([
  [
    'US',
    list(
      'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
        'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;' +
        'KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;' +
        'MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;' +
        'NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;' +
        'PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;' +
        'VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
    ),
  ],
  [
    'CA',
    list(
      'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
        'NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
        'SK=Saskatchewan;YT=Yukon',
    ),
  ],
  [
    'ES',
    list(
      'AN=Andalucía;AR=Aragón;AS=Asturias;CN=Canarias;CB=Cantabria;CL=Castilla y León;' +
        'CM=Castilla-La Mancha;CT=Cataluña;EX=Extremadura;GA=Galicia;IB=Illes Balears;RI=La Rioja;' +
        'MD=Madrid;MC=Murcia;NC=Navarra;PV=País Vasco;VC=Comunitat Valenciana;CE=Ceuta;ML=Melilla',
    ),
  ],
  [
    'AU',
    list(
      'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;' +
        'SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia',
    ),
  ],
]);

export function provincesOf(country: string): readonly NamedCode[] {
  return PROVINCES.get(country) ?? [];
}

/** Whether the address forms of this country ask for a province (and so require one). */
export function hasProvinces(country: string): boolean {
  return PROVINCES.has(country);
}

export function isProvinceOf(country: string, province: string): boolean {
  return provincesOf(country).some((p) => p.code === province);
}
