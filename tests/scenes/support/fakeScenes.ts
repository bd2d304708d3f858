import { Container, Graphics } from 'pixi.js';
import gsap from 'gsap';
import { observable, reaction, runInAction } from 'mobx';
import type { SceneContextBase } from '../../../scenes/engine/scene';

/** Records every lifecycle call of every fake scene, in order. */
export const calls: string[] = [];

/** A store the fake scenes react to, so tests can count the reactions left behind. */
export const fakeStore = observable({ value: 0 });
export const bumpStore = () => runInAction(() => (fakeStore.value += 1));

/** A scene that does what real scenes do: draws children, reacts to a store, runs a timeline. */
export class BusyScene extends Container {
  static readonly assetBundles = ['busy'];
  updates = 0;
  reactions = 0;
  constructor(private readonly ctx: SceneContextBase) {
    super();
    this.label = 'BusyScene';
  }
  prepare(props: { dots: number }) {
    calls.push(`${this.label}.prepare`);
    for (let i = 0; i < props.dots; i++) this.addChild(new Graphics().circle(i * 10, 0, 4).fill(0xff0000));
  }
  show() {
    calls.push(`${this.label}.show`);
    this.ctx.disposables.add(
      reaction(
        () => fakeStore.value,
        () => (this.reactions += 1),
      ),
    );
    this.ctx.disposables.track(gsap.timeline({ repeat: -1 }).to(this, { alpha: 0.5, duration: 1 }));
  }
  hide() {
    calls.push(`${this.label}.hide`);
  }
  pause() {
    calls.push(`${this.label}.pause`);
  }
  resume() {
    calls.push(`${this.label}.resume`);
  }
  update() {
    this.updates += 1;
  }
  resize(w: number, h: number) {
    calls.push(`${this.label}.resize ${w}x${h}`);
  }
}

export class OtherScene extends BusyScene {
  static override readonly assetBundles = ['other'];
  constructor(ctx: SceneContextBase) {
    super(ctx);
    this.label = 'OtherScene';
  }
}

export class PopupScene extends BusyScene {
  static override readonly assetBundles = [];
  constructor(ctx: SceneContextBase) {
    super(ctx);
    this.label = 'PopupScene';
  }
}

export class FailingScene extends Container {
  prepare() {
    throw new Error('prepare failed');
  }
}
