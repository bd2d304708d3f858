// The house's layer rules, checked by `npm run check` (npm run deps). docs/architecture.md says
// why each layer may lean only on the ones below it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other (type-only imports count) cannot be read or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'protocol-stands-alone',
      severity: 'error',
      comment: 'protocol/ is shared by client and server and imports neither.',
      from: { path: '^protocol/' },
      to: { path: '^(server|src|scenes|scripts|bench|tests)/' },
    },
    {
      name: 'domain-below-composition-root',
      severity: 'error',
      comment:
        'Domain modules take their ports from server/ports; the composition root (services, createServices, app, main) and the transport and rpc layers sit above them.',
      from: { path: '^server/domain/' },
      to: { path: '^server/(services|createServices|app|main)\\.ts$|^server/(transport|rpc|operator)/' },
    },
    {
      name: 'ports-import-no-server-code',
      severity: 'error',
      comment: 'A port is an interface the domain needs from outside; it depends on the protocol at most.',
      from: { path: '^server/ports/' },
      to: { path: '^server/(?!ports/)' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|scenes)/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      from: { path: '^(src|scenes)/' },
      to: { path: '^server/' },
    },
    {
      name: 'stores-without-views',
      severity: 'error',
      comment: "Stores hold state and talk to the server; React and PixiJS are the views' business.",
      from: { path: '^src/(stores|admin/stores)/' },
      to: { path: '^src/(pages|app|admin/pages)/|^scenes/|node_modules/(react|react-dom|pixi\\.js|@pixi)/' },
    },
    {
      name: 'scenes-not-pages',
      severity: 'error',
      comment: 'Scenes and pages both read stores, never each other.',
      from: { path: '^scenes/' },
      to: { path: '^src/(pages|app|admin)/' },
    },
    {
      name: 'player-app-not-console',
      severity: 'error',
      comment: "The operator's console is a separate entry: nothing of it in the player's client.",
      from: { path: '^src/', pathNot: '^src/admin/' },
      to: { path: '^src/admin/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-server|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
