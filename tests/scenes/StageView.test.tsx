import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { StageView } from '../../scenes/StageView';
import { winningDraw } from '../../dev/stage-harness/fixtures';

const fakeStage = { show: vi.fn(async () => ({})), setSound: vi.fn(), destroy: vi.fn(async () => undefined) };
const createStage = vi.fn(async () => fakeStage);
vi.mock('../../scenes/engine/createStage', () => ({ createStage }));

describe('StageView', () => {
  it('creates the stage lazily, shows the scene, and destroys the stage on unmount', async () => {
    const props = { result: winningDraw };
    const view = render(<StageView scene="lottery" props={props} theme="cartoon-theme" />);
    await waitFor(() => expect(fakeStage.show).toHaveBeenCalledWith('lottery', props));
    expect(createStage).toHaveBeenCalledWith(expect.objectContaining({ theme: 'cartoon-theme' }));
    view.unmount();
    expect(fakeStage.destroy).toHaveBeenCalledOnce();
  });

  it('imports nothing from the engine eagerly, so PixiJS loads only with a stage', () => {
    const source = readFileSync(resolve(__dirname, '../../scenes/StageView.tsx'), 'utf8');
    const eager = source
      .split('\n')
      .filter((line) => /^import (?!type )/.test(line) && !line.includes("from 'react'"));
    expect(eager).toEqual([]);
  });
});
