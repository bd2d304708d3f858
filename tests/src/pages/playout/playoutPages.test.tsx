import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initResult } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';

afterEach(cleanup);

// The stage itself is tested in chromium; here the page's DOM around it is what matters.
vi.mock('../../../../scenes/StageView', () => ({ default: () => <div data-testid="stage-view" /> }));

describe('/playout?sound=1, the sound settings screen', () => {
  it('starts all off and stores a rich sound choice with the player settings', async () => {
    const { root } = await renderApp('/playout?sound=1');
    const lottery = (await screen.findByTestId('sound-lottery-richSound')) as HTMLInputElement;
    expect(lottery.checked).toBe(false);
    expect(screen.queryByTestId('sound-lottery-richAnimations')).toBeNull();
    expect((screen.getByTestId('sound-spinner-richAnimations') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(lottery);
    expect(root.settings.richSoundSettings.lottery).toEqual({ richSound: true, set: true });
    await waitFor(() =>
      expect((screen.getByTestId('sound-lottery-richSound') as HTMLInputElement).checked).toBe(true),
    );
  });

  it("shows the site's default for kinds the player has not set", async () => {
    const init = initResult();
    init.configuration.richSoundDefaults = { bingo: { richSound: true } };
    await renderApp('/playout?sound=1', { init });
    const bingo = (await screen.findByTestId('sound-bingo-richSound')) as HTMLInputElement;
    expect(bingo.checked).toBe(true);
    expect((screen.getByTestId('sound-crossword-richSound') as HTMLInputElement).checked).toBe(false);
  });
});

describe('/playout', () => {
  it('asks for a game when none is given', async () => {
    await renderApp('/playout');
    expect(await screen.findByTestId('playout-no-game')).toBeTruthy();
  });
});
