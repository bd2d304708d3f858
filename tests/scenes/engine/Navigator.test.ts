import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Container } from 'pixi.js';
import gsap from 'gsap';
import { getObserverTree } from 'mobx';
import { Navigator, type BundleLoader } from '../../../scenes/engine/Navigator';
import type { SceneContextBase } from '../../../scenes/engine/scene';
import { FakeTicker } from '../support/fakeTicker';
import {
  BusyScene,
  FailingScene,
  OtherScene,
  PopupScene,
  bumpStore,
  calls,
  fakeStore,
} from '../support/fakeScenes';

function countDisplayObjects(node: Container): number {
  return 1 + node.children.reduce((sum, child) => sum + countDisplayObjects(child), 0);
}

const reactionsOnStore = () => getObserverTree(fakeStore, 'value').observers?.length ?? 0;
const liveTimelines = () => gsap.globalTimeline.getChildren(false, true, true).length;

function setup() {
  const root = new Container();
  const ticker = new FakeTicker();
  const bundleLog: string[] = [];
  const loaded = new Set<string>();
  const bundles: BundleLoader = {
    async load(names) {
      names.forEach((n) => loaded.add(n));
      if (names.length) bundleLog.push(`load ${names.join(',')}`);
    },
    async unload(names) {
      names.forEach((n) => loaded.delete(n));
      bundleLog.push(`unload ${names.join(',')}`);
    },
  };
  const navigator = new Navigator<SceneContextBase>({
    root,
    ticker,
    bundles,
    context: (disposables) => ({ disposables }),
  });
  created.push(navigator);
  return { root, ticker, bundleLog, loaded, navigator };
}

// Every test's navigator is destroyed after it, so reactions and timelines do not carry over.
const created: Navigator<SceneContextBase>[] = [];

beforeEach(() => {
  calls.length = 0;
});

afterEach(async () => {
  await Promise.all(created.splice(0).map((n) => n.destroy()));
});

describe('Navigator', () => {
  it('adds exactly one ticker callback and removes it on destroy', async () => {
    const { ticker, navigator } = setup();
    expect(ticker.count).toBe(1);
    await navigator.goto(BusyScene, { dots: 1 });
    expect(ticker.count).toBe(1);
    await navigator.destroy();
    expect(ticker.count).toBe(0);
  });

  it('runs the lifecycle in order and resizes a scene before it is shown', async () => {
    const { navigator } = setup();
    navigator.resize(800, 600);
    await navigator.goto(BusyScene, { dots: 1 });
    await navigator.goto(OtherScene, { dots: 1 });
    expect(calls).toEqual([
      'BusyScene.prepare',
      'BusyScene.resize 800x600',
      'BusyScene.show',
      'BusyScene.hide',
      'OtherScene.prepare',
      'OtherScene.resize 800x600',
      'OtherScene.show',
    ]);
  });

  it('loads a scene’s bundles before showing it and unloads them after hiding', async () => {
    const { navigator, bundleLog, loaded } = setup();
    await navigator.goto(BusyScene, { dots: 1 });
    expect(loaded.has('busy')).toBe(true);
    await navigator.goto(OtherScene, { dots: 1 });
    expect(bundleLog).toEqual(['load busy', 'unload busy', 'load other']);
    expect([...loaded]).toEqual(['other']);
  });

  it('keeps a bundle loaded when the next scene needs it too', async () => {
    const { navigator, bundleLog } = setup();
    await navigator.goto(BusyScene, { dots: 1 });
    await navigator.goto(BusyScene, { dots: 2 });
    expect(bundleLog).toEqual(['load busy', 'load busy']);
  });

  it('locks input while a scene is coming in and unlocks after', async () => {
    const { navigator, root } = setup();
    const going = navigator.goto(BusyScene, { dots: 1 });
    expect(navigator.inputLocked).toBe(true);
    expect(root.eventMode).toBe('none');
    await going;
    expect(navigator.inputLocked).toBe(false);
    expect(root.eventMode).toBe('passive');
  });

  it('updates only the active scene; a popup pauses the scene beneath until dismissed', async () => {
    const { navigator, ticker } = setup();
    const scene = (await navigator.goto(BusyScene, { dots: 1 })) as BusyScene;
    ticker.tick(16);
    const popup = (await navigator.presentPopup(PopupScene, { dots: 1 })) as PopupScene;
    ticker.tick(16);
    ticker.tick(16);
    expect(scene.updates).toBe(1);
    expect(popup.updates).toBe(2);
    await navigator.dismissPopup();
    ticker.tick(16);
    expect(scene.updates).toBe(2);
    expect(calls).toContain('BusyScene.pause');
    expect(calls.indexOf('BusyScene.resume')).toBeGreaterThan(calls.indexOf('PopupScene.hide'));
  });

  it('empties the scene’s disposables on hide: reactions stop, timelines are killed', async () => {
    const { navigator } = setup();
    const before = liveTimelines();
    const scene = (await navigator.goto(BusyScene, { dots: 1 })) as BusyScene;
    bumpStore();
    expect(scene.reactions).toBe(1);
    expect(reactionsOnStore()).toBe(1);
    await navigator.goto(OtherScene, { dots: 1 });
    bumpStore();
    expect(scene.reactions).toBe(1);
    expect(scene.destroyed).toBe(true);
    expect(liveTimelines()).toBe(before + 1);
    await navigator.destroy();
    expect(reactionsOnStore()).toBe(0);
    expect(liveTimelines()).toBe(before);
  });

  it('runs navigations one after another even when called together', async () => {
    const { navigator, root } = setup();
    const a = navigator.goto(BusyScene, { dots: 1 });
    const b = navigator.goto(OtherScene, { dots: 1 });
    await Promise.all([a, b]);
    expect(root.children.map((c) => c.label)).toEqual(['OtherScene']);
    expect(calls.indexOf('BusyScene.hide')).toBeLessThan(calls.indexOf('OtherScene.prepare'));
  });

  it('cleans up a scene whose prepare fails and keeps working', async () => {
    const { navigator, root } = setup();
    await expect(navigator.goto(FailingScene as never, {})).rejects.toThrow('prepare failed');
    expect(root.children).toHaveLength(0);
    expect(navigator.inputLocked).toBe(false);
    await navigator.goto(BusyScene, { dots: 1 });
    expect(root.children).toHaveLength(1);
  });

  it('leaks nothing over 100 scene changes: ticker callbacks, reactions, timelines, display objects', async () => {
    const { navigator, ticker, root, loaded } = setup();
    const timelinesBefore = liveTimelines();
    await navigator.goto(BusyScene, { dots: 5 });
    const baseline = {
      ticker: ticker.count,
      reactions: reactionsOnStore(),
      objects: countDisplayObjects(root),
    };
    for (let i = 0; i < 100; i++) {
      await navigator.goto(i % 2 ? BusyScene : OtherScene, { dots: 5 });
      if (i % 10 === 0) {
        await navigator.presentPopup(PopupScene, { dots: 3 });
        await navigator.dismissPopup();
      }
      ticker.tick(16);
    }
    await navigator.goto(BusyScene, { dots: 5 });
    expect(ticker.count).toBe(baseline.ticker);
    expect(reactionsOnStore()).toBe(baseline.reactions);
    expect(countDisplayObjects(root)).toBe(baseline.objects);
    expect(liveTimelines()).toBe(timelinesBefore + 1);
    expect([...loaded]).toEqual(['busy']);
    await navigator.destroy();
    expect(countDisplayObjects(root)).toBe(1);
  });
});
