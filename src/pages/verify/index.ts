export { VerifyPage } from './VerifyPage';
export { FairnessPanel } from './FairnessPanel';
