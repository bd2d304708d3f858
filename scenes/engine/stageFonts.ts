/**
 * The stage sets its text in the chrome's display face (Poppins, bundled by src/styles/fonts.ts),
 * so canvas and page read as one brand. Canvas text is rasterised when drawn: a face not loaded
 * yet would be drawn in the fallback and stay so. The faces are loaded before the first scene;
 * a slow or missing font gives up after a short wait and the fallback face is used.
 */
export const STAGE_FONT = 'Poppins';
const WEIGHTS = ['600', '700', '800'];
const WAIT_MS = 3_000;

export async function loadStageFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const loads = Promise.all(WEIGHTS.map((w) => document.fonts.load(`${w} 32px ${STAGE_FONT}`)));
  await Promise.race([loads.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
