import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser), headless, with no network beyond this machine;
 * Playwright gives each launch a fresh temporary profile. For the journeys and the route screenshots.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
