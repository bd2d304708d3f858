import { Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import { ballColor, type StageTheme } from '../../engine/themes';

/**
 * A lottery ball drawn with Graphics: a body in the theme's band colour, a white disc carrying
 * the number, and for glossy skins a shine sprite on top. A ball still rolling (number null) is
 * a plain body with a question mark. Drawn procedurally so no ball images ship.
 */
export class BallView extends Container {
  private readonly body = new Graphics();
  private readonly numberText: Text;
  private readonly shine: Sprite | null;

  constructor(
    private readonly theme: StageTheme,
    private readonly radius: number,
    shineTexture: Texture | null,
  ) {
    super();
    this.numberText = new Text({
      text: '',
      style: {
        fontFamily: theme.fontFamily,
        fontSize: Math.round(radius * 0.72),
        fontWeight: 'bold',
        fill: theme.ball.numberColor,
      },
    });
    this.numberText.anchor.set(0.5);
    this.addChild(this.body, this.numberText);
    this.shine = theme.ball.style === 'glossy' && shineTexture ? new Sprite(shineTexture) : null;
    if (this.shine) {
      this.shine.anchor.set(0.5);
      this.shine.width = this.shine.height = radius * 2;
      this.addChild(this.shine);
    }
  }

  /** `caption` replaces the bare number ('B7' on a 75-ball bingo ball), smaller when longer. */
  setNumber(number: number | null, lit = false, caption?: string): void {
    const { ball, palette } = this.theme;
    const r = this.radius;
    const color = number === null ? palette.mutedText : ballColor(ball, number);
    this.body.clear();
    if (lit) this.body.circle(0, 0, r + 5).fill(ball.matchRing);
    this.body.circle(0, 0, r).fill(color);
    if (ball.style === 'flat')
      this.body.circle(0, 0, r).stroke({ width: Math.max(2, r / 10), color: ball.outline });
    this.body.circle(0, 0, r * 0.62).fill(0xffffff);
    const text = number === null ? '?' : (caption ?? String(number));
    // Three characters must still fit the white disc (0.62 of the radius).
    const fontSize = Math.round(r * (text.length > 2 ? 0.52 : 0.72));
    if (this.numberText.style.fontSize !== fontSize) this.numberText.style.fontSize = fontSize;
    this.numberText.text = text;
  }
}
