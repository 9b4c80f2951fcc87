// First: no schema may parse before Zod is told not to probe `new Function` (the CSP forbids it).
import '@hotel/shared/browser-zod';
// The palette as CSS variables (--page-grey …), before the sheets that use them.
import 'virtual:brand-colours.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
