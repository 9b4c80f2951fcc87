import { createHash } from 'node:crypto';

/**
 * When a server-rendered page starts the site's code. Sent as index.html has it, the entry script
 * and its ~30 modulepreloads (~200 kB) start with the page and share a phone's link and HTTP/1.1's
 * six connections with the style sheet and the banner picture, so the page the server already drew
 * is shown later. Instead a tiny script starts the code once the page has loaded (its style sheet
 * and pictures in view), at the guest's first touch or key if that is sooner, and 3 s after at the
 * latest. Until then links work as plain links; the page is the server's.
 */
const SCRIPT = `(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;me.dataset.preload.split(' ').forEach(function(href){if(!href)return;var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)});import(me.dataset.entry)}if(document.readyState==='complete')start();else addEventListener('load',start);['pointerdown','keydown'].forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});setTimeout(start,3000)})();`;

/** The script's hash for the content policy's script-src: the only inline script a page runs. */
export const SITE_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** index.html with its entry script and modulepreloads replaced by the starting script. */
export function startingAfterLoad(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const starter = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${SCRIPT}</script>`;
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', `  ${starter}\n  </body>`);
}
