import { handlerTable } from './handler';

/** Self limits, time-out and self-exclusion (spec sections 4, 5 and 9); each answers 'success'. */
export const responsibleGamingHandlers = handlerTable({
  async updateSelfLimits(ctx, params) {
    return ctx.services.responsibleGaming.updateSelfLimits(ctx.requireSession(), params);
  },

  async updateTimeout(ctx, { until }) {
    return ctx.services.responsibleGaming.updateTimeout(ctx.requireSession(), until);
  },

  async updateSelfExclusion(ctx, { until }) {
    return ctx.services.responsibleGaming.updateSelfExclusion(ctx.requireSession(), until);
  },

  async updateRealityCheck(ctx, { minutes }) {
    return ctx.services.responsibleGaming.updateRealityCheck(ctx.requireSession(), minutes);
  },
});
