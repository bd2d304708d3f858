/**
 * The few strings needed before the server's catalogue arrives (the loading screen itself and the
 * error screen, which must work even when the catalogue could not load). Same keys as
 * config/locales/en_US.json; the server's catalogue overrides them.
 */
export const bootMessages = {
  app: { initializing: 'Initializing App...' },
  errors: {
    global: {
      title: 'We are very sorry but something went wrong. This error has been logged and reported.',
      thanks: 'Thank you for helping us improve.',
      resume: 'Please click on the button below to resume.',
      continue: 'Continue',
    },
  },
};
