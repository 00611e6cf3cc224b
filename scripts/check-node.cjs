// Runs before `npm install` on any Node; written in CommonJS/ES5-safe syntax so old Nodes can read it.
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  console.error(
    '\nThis app needs Node 22.12 or newer (you have ' +
      process.versions.node +
      ').\n' +
      'msw 3, Vitest 5, jsdom 30+ and ky 2 refuse older versions.\n' +
      'Install Node 24 LTS (see .nvmrc), e.g. `nvm use`, or:\n' +
      '  npm install --prefix ~/.cache/node24 node@24 && export PATH=~/.cache/node24/node_modules/.bin:$PATH\n',
  );
  process.exit(1);
}
