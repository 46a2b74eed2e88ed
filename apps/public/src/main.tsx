import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readBootstrap } from './bootstrap.ts';
import { App } from './screens/App.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App boot={readBootstrap()} />
  </StrictMode>,
);
