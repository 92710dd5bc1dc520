import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR } from '../../../scripts/lib/node-version.mjs';

describe('the runtime', () => {
  it('is the Node.js that npm scripts are given (node_modules/.bin/node, Node 24)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
  });
});
