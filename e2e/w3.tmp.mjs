import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ javaScriptEnabled: process.env.NOJS !== '1', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36' });
const page = await context.newPage();
await page.goto('http://127.0.0.1:8299' + process.argv[2], { waitUntil: 'networkidle' });
const info = await page.evaluate(() => {
  const unclipped = (x) => { for (let a = x.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false; return true; };
  return { iw: innerWidth, culprits: [...document.querySelectorAll('body *')].filter((x) => x.getBoundingClientRect().right > 362 && unclipped(x)).slice(0, 8).map((x) => x.tagName + '.' + String(x.className).slice(0, 50) + ' ' + Math.round(x.getBoundingClientRect().right) + ' ' + (x.textContent || '').slice(0, 40)) };
});
console.log(JSON.stringify(info, null, 1));
await browser.close();
