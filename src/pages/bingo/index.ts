export { BingoGameoverPage } from './BingoGameoverPage';
export { BingoHallPage } from './BingoHallPage';
export { BingoLobbyPage } from './BingoLobbyPage';
