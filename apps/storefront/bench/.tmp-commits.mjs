import { chromium } from '@playwright/test';
import { cartSessionCookie, cityCookie, startServer, stopServer } from './server.mjs';
const port = 4191, origin = `http://127.0.0.1:${port}`;
const server = await startServer(origin, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const [cn, cv] = (await cityCookie(origin)).split(/=(.*)/s);
  const [sn, sv] = (await cartSessionCookie(origin)).split(/=(.*)/s);
  for (const path of (process.env.PAGES ?? '/cart?step=contact').split(',')) {
    for (const lang of ['ar']) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      await context.addCookies([[cn, decodeURIComponent(cv)], ['language', lang], [sn, decodeURIComponent(sv)]].map(([name, value]) => ({ name, value, url: origin })));
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__commits = [];
        const nameOf = (f) => (typeof f.type === 'function' ? f.type.displayName || f.type.name : typeof f.type === 'object' && f.type ? (f.type.displayName || f.type.render?.name || f.type.type?.name || '') : '');
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
          onCommitFiberRoot(_id, root) {
            const rendered = [];
            const walk = (fiber) => { for (let f = fiber; f; f = f.sibling) { if ((f.flags & 1) && nameOf(f)) rendered.push(nameOf(f)); walk(f.child); } };
            walk(root.current.child);
            const find = (fiber) => { for (let f = fiber; f; f = f.sibling) { if (nameOf(f) === (window.__watch || 'Shell')) return f; const r = find(f.child); if (r) return r; } return null; };
            const shell = find(root.current.child);
            if (shell) {
              const hooks = []; for (let h = shell.memoizedState; h; h = h.next) hooks.push(h.memoizedState);
              const ctx = []; for (let c = shell.dependencies?.firstContext; c; c = c.next) ctx.push(c.memoizedValue);
              const prev = window.__prevShell;
              if (prev) {
                const changed = hooks.map((v, i) => (v !== prev.hooks[i] ? i : -1)).filter((i) => i >= 0);
                const changedCtx = ctx.map((v, i) => (v !== prev.ctx[i] ? i : -1)).filter((i) => i >= 0);
                const detail = changedCtx.map((i) => { const a = prev.ctx[i], b = ctx[i]; if (a && b && typeof a === 'object') return i + ':{' + Object.keys(b).filter((k) => a[k] !== b[k]).join('|') + '}'; return i + ':' + String(b).slice(0, 40); });
                window.__shellDiff = window.__shellDiff || [];
                window.__shellDiff.push('t=' + Math.round(performance.now()) + ' hooks ' + changed.map((i) => { const a = prev.hooks[i], b = hooks[i]; if (b && typeof b === 'object' && 'create' in b && 'tag' in b) return i + ':effect'; const show = (v) => { try { return JSON.stringify(v, (k, x) => (typeof x === 'function' ? 'fn' : x)).slice(0, 80); } catch { return String(v).slice(0, 40); } }; return i + ':' + show(a) + ' -> ' + show(b); }).join(' ; ') + ' ctx ' + detail.join(' ') + ' memoProps ' + (shell.memoizedProps !== prev.props));
              }
              window.__prevShell = { hooks, ctx, props: shell.memoizedProps };
            }
            window.__commits.push({ t: Math.round(performance.now()), n: rendered.length, names: rendered.slice(0, 25).join(',') });
          },
        };
      });
      await page.goto(`${origin}${path}`);
      await page.waitForTimeout(5000);
      const commits = await page.evaluate(() => window.__commits);
      console.log(path, lang);
      for (const c of commits) console.log(`  ${c.t} ms: ${c.n}`);
      console.log((await page.evaluate(() => window.__shellDiff || [])).join('\n'));
      await context.close();
    }
  }
} finally { await browser.close(); stopServer(server); }
