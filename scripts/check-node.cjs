// Runs before `npm install` on any Node; written in CommonJS/ES5-safe syntax so old Nodes can read it.
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  console.error(
    '\nThis app needs Node 22.12 or newer (you have ' +
      process.versions.node +
      ').\n' +
      'msw 3, Vitest 5, jsdom 30+ and ky 2 refuse older versions.\n' +
      'Use the launcher, which brings Node 24 along: ./parley dev (or ./parley test).\n' +
      'Or install Node 24 LTS yourself (see .nvmrc), e.g. `nvm use`.\n',
  );
  process.exit(1);
}
