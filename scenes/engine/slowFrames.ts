/**
 * Tells when a device cannot keep a rich scene near 60 fps, so the scene can go lite by itself
 * (issue 32): after a warm-up (shaders, glyphs and textures make the first frames slow anywhere),
 * the median of a window of real frame times over budget means a slow device, not a hiccup.
 */
export class SlowFrames {
  private seen = 0;
  private readonly window: number[] = [];
  private decided = false;

  constructor(
    /** 40 fps: a little under 60 is fine, a show stuttering at 30 is not. */
    private readonly budgetMs = 25,
    private readonly warmUpFrames = 30,
    private readonly windowFrames = 60,
  ) {}

  /** Feeds one frame's real time; true exactly once, on the frame the device is judged slow. */
  frame(elapsedMs: number): boolean {
    if (this.decided) return false;
    this.seen += 1;
    if (this.seen <= this.warmUpFrames) return false;
    this.window.push(elapsedMs);
    if (this.window.length < this.windowFrames) return false;
    const sorted = [...this.window].sort((a, b) => a - b);
    this.window.length = 0;
    const median = sorted[Math.floor(sorted.length / 2)];
    if (median <= this.budgetMs) return false;
    this.decided = true;
    return true;
  }
}
