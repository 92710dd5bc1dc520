export { CLIENT_HISTORY_TITLE, ClientHistoryTile } from './client-history-tile';
export { ClientSearchTile } from './client-search-tile';
export { FileSearchTile } from './file-search-tile';
export { Tile, type TileProps } from './tile';
