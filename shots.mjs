import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const [,, path, width, out, full] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto('http://127.0.0.1:3100' + path);
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
