/**
 * What the client is built from, credited on /credits: the open-source packages shipped in the
 * browser bundle with their licences (a test checks these against the installed packages), and
 * the art and sound, which are made for Drawhall.
 */
export interface PackageCredit {
  name: string;
  license: string;
  url: string;
}

export const PACKAGE_CREDITS: readonly PackageCredit[] = [
  { name: 'react', license: 'MIT', url: 'https://react.dev' },
  { name: 'react-dom', license: 'MIT', url: 'https://react.dev' },
  { name: 'react-router-dom', license: 'MIT', url: 'https://reactrouter.com' },
  { name: 'mobx', license: 'MIT', url: 'https://mobx.js.org' },
  { name: 'mobx-react-lite', license: 'MIT', url: 'https://mobx.js.org' },
  { name: 'i18next', license: 'MIT', url: 'https://www.i18next.com' },
  { name: 'react-i18next', license: 'MIT', url: 'https://react.i18next.com' },
  { name: 'pixi.js', license: 'MIT', url: 'https://pixijs.com' },
  { name: 'gsap', license: "Standard 'no charge' license", url: 'https://gsap.com/standard-license' },
  { name: 'howler', license: 'MIT', url: 'https://howlerjs.com' },
  {
    name: '@dimforge/rapier2d-deterministic-compat',
    license: 'Apache-2.0',
    url: 'https://rapier.rs',
  },
  { name: 'msgpackr', license: 'MIT', url: 'https://github.com/kriszyp/msgpackr' },
  { name: 'zod', license: 'MIT', url: 'https://zod.dev' },
  // The operator's console (/admin): its lists and its charts.
  { name: '@tanstack/react-table', license: 'MIT', url: 'https://tanstack.com/table' },
  { name: 'uplot', license: 'MIT', url: 'https://github.com/leeoniya/uPlot' },
];
