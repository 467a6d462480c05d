// Fails fast with a clear message when npm runs on a Node older than the stack needs (Astro 7, vitest 5, node:sqlite).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node >= 22.12 (Node 24 is installed by \`npm install\` through the "node" devDependency),\n` +
      `but Node ${process.versions.node} is running. Run commands through npm scripts (npm start, npm test),\n` +
      `and do not install with --ignore-scripts.`,
  );
  process.exit(1);
}
