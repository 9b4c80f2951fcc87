import { escapeHtml } from '@hotel/shared/html';

/**
 * A small page of the server's own (the sandbox cashier, the WeChat Pay page): no site code, no
 * inline script (the content policy admits none), styles inline.
 */
export function plainPage(title: string, body: string, scripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}.amount{font-size:32px;color:#d4380d;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 24px}dt{color:#888}dd{margin:0}
.actions{display:flex;gap:12px}button{flex:1;padding:12px;font-size:16px;border-radius:4px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}.note{color:#888;font-size:12px;margin-top:16px}
.qr{display:block;margin:0 auto 16px;width:240px;height:240px}
@media (max-width:460px){main{margin:16px}}
</style>
</head>
<body><main>${body}</main>${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('')}</body>
</html>`;
}
