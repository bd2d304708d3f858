/** The playout chunk: live and replayed draws, the game-over screens and the sound settings. */
export { PlayoutPage } from './PlayoutPage';
