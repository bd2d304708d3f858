export { CrosswordPage, ScratchcardPage, SpinnerPage } from './InstantGamePage';
