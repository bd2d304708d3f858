import { describeSceneBaselines, useHarness, VIEWPORTS } from '../../visual/support/sceneBaselines';

/** Visual regression of the scenes at a phone viewport (the desktop's: playout.visual.test.ts). */
describeSceneBaselines(useHarness(), VIEWPORTS.phone);
