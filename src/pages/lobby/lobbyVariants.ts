/** The lobby routes other than /lobby, in one lazy chunk. */
export { NewLobbyPage } from './NewLobbyPage';
export { GamesPage, PermLobbyPage, RaffleLobbyPage } from './FilteredLobbyPage';
