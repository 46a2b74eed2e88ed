import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '@commonpurse/domain';
import { subdomainOf } from './publisher.ts';

/** The residents' site; simulations, prioritizations and receipts arrive with later issues. */
function PublicHome() {
  const publisher = subdomainOf(window.location.hostname);
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '3rem auto',
        padding: '0 1rem',
        color: '#1b1f24',
      }}
    >
      <h1>Public budget engagement</h1>
      <p>
        {publisher
          ? `This is the public site of the “${publisher}” publisher.`
          : 'This is a public budgeting site.'}{' '}
        Budget simulations, prioritizations and taxpayer receipts published here open at their own address.
      </p>
      <p style={{ color: '#4a5563' }}>Powered by {PRODUCT_NAME}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicHome />
  </StrictMode>,
);
