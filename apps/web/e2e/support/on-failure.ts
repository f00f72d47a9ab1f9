import { beforeEach } from 'vitest';
import { launchedBrowsers, screenshot } from './browser.js';
import { SERVER_LOG } from './server-log.js';

// When a browser test fails, every page still open is kept as a screenshot under test-results/screenshots
// (`FAILED <test> <n>.png`), and the report names the server's log (test-results/e2e-server.log, written by
// global-setup.ts), so a failure on a busy CI machine can be read afterwards.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = [...launchedBrowsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
    const name = `FAILED ${task.name}`.replace(/[^\w .-]+/g, '_').slice(0, 120);
    await Promise.all(
      pages.map((page, i) =>
        screenshot(page, `${name} ${i + 1}`, { fullPage: false }).catch(() => undefined),
      ),
    );
    console.error(
      `e2e failure: ${pages.length} screenshot(s) in test-results/screenshots; server log: ${SERVER_LOG}`,
    );
  });
});
