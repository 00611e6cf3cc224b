// Runs before `npm install` on any Node, and for the launcher (`./parley`, with --quiet): is this Node one that
// package.json's `engines.node` allows? That range is the one statement of the floor, taken from what the
// locked packages need. Written in ES5-safe CommonJS so old Nodes can read it; it understands the `^x.y.z` and
// `>=x.y.z` alternatives the range uses.
var fs = require('fs');
var path = require('path');

var range = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
var quiet = process.argv.indexOf('--quiet') !== -1;

function parse(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

function compare(a, b) {
  for (var i = 0; i < 3; i += 1) {
    if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1;
  }
  return 0;
}

function satisfies(version, alternative) {
  var match = /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative);
  if (!match)
    throw new Error('scripts/check-node.cjs cannot read the engines range part "' + alternative + '"');
  var floor = parse(match[2]);
  if (compare(version, floor) < 0) return false;
  return match[1] === '>=' || version[0] === floor[0];
}

var current = parse(process.versions.node);
var ok = range.split('||').some(function (alternative) {
  return satisfies(current, alternative);
});

if (!ok && !quiet) {
  console.error(
    '\nThis app needs Node ' +
      range +
      ' (you have ' +
      process.versions.node +
      ').\n' +
      'msw 3, ESLint 10 and Lighthouse 13 refuse older versions.\n' +
      'Use the launcher, which brings Node 24 along: ./parley dev (or ./parley test).\n' +
      'Or install Node 24 LTS yourself (see .nvmrc), e.g. `nvm use`.\n',
  );
}
process.exit(ok ? 0 : 1);
