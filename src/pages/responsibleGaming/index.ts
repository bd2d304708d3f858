/** The responsible-gaming chunk: /cashier/responsiblegaming and its pages. */
export { ResponsibleGamingPage } from './ResponsibleGamingPage';
export { LimitsPage } from './LimitsPage';
export { TimeoutPage } from './TimeoutPage';
export { RealityCheckPage } from './RealityCheckPage';
export { ExclusionPage, ExclusionSetPage } from './ExclusionPages';
