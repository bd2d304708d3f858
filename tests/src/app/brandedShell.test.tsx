import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configuration, initResult } from '../fakes/fixtures';
import { renderApp } from '../fakes/renderApp';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

describe('a branded site', () => {
  it('has the 18+ line in its compact footer, its own title, Register in the header and its brand colours', async () => {
    const init = initResult({
      configuration: configuration({
        siteName: 'Lucky Cartoon',
        siteMetaTitle: 'Lucky Cartoon',
        languagesServed: [{ languageId: 'en_US', name: 'English' }],
        template: 'cartoon',
        theme: 'cartoon-theme',
        brand: { primary: '#0e7490', accent: '#db2777' },
      }),
    });
    await renderApp('/', { init });
    expect((await screen.findByTestId('footer')).dataset.variant).toBe('compact');
    expect(screen.getByTestId('footer-responsible').textContent).toContain('18');
    expect(screen.getByTestId('register-open')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Lucky Cartoon'));
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0e7490');
  });
});
