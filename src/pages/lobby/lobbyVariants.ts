/** The lobby routes other than /lobby, in one lazy chunk. */
export { NewLobbyPage } from './NewLobbyPage';
export { PermLobbyPage, RaffleLobbyPage } from './FilteredLobbyPage';
export { GamesPage } from './GamesPage';
