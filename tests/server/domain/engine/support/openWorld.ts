import type { GameTypeConfig } from '../../../../../server/config/schema';
import { makeWorld, type World } from '../../play/support/gameWorld';
import type { Backend } from '../../support/testDb';

/** Opens a fresh database on the backend and builds the game world on it; dispose closes it. */
export async function openWorld(
  backend: Backend,
  type: GameTypeConfig,
  options?: Parameters<typeof makeWorld>[2],
): Promise<{ w: World; dispose: () => Promise<void> }> {
  const opened = await backend.open();
  try {
    return { w: await makeWorld(opened.db, type, options), dispose: opened.dispose };
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}
