/**
 * The render pipes of every renderable kind a scene may use, registered before the renderer is
 * created. PixiJS registers a kind's pipe as a side effect of the module that defines the kind
 * (Graphics, Text, ...), and a renderer only takes the pipes registered when it initialises. In
 * the production build those modules land in the lazily loaded scene chunks, which evaluate after
 * `app.init`, so the renderer had no graphics or text pipe and the first frame threw
 * "Cannot read properties of undefined (reading 'validateRenderable')". The harness, served
 * unbundled, evaluated them early and never showed it.
 */
import 'pixi.js/graphics';
import 'pixi.js/text';
import 'pixi.js/mesh';
// PixiJS v8 compiles its uniform and buffer sync code with new Function unless this module installs
// its eval-free versions; the server's Content-Security-Policy allows no eval (WebGL would fail its
// check and the stage would fall back to the canvas renderer).
import 'pixi.js/unsafe-eval';
