import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36' });
const page = await context.newPage();
await page.goto('http://127.0.0.1:8299' + process.argv[2], { waitUntil: 'networkidle' });
for (const sel of ['none', 'ul[class*=staticTrack] li:nth-child(n+3)', 'ul[class*=staticTrack]', 'section[aria-roledescription]', 'footer', 'header']) {
  const r = await page.evaluate((sel) => {
    if (sel !== 'none') for (const e of document.querySelectorAll(sel)) e.style.display = 'none';
    return [document.documentElement.scrollWidth, document.body.scrollWidth, innerWidth];
  }, sel);
  console.log(sel, r);
}
await browser.close();
