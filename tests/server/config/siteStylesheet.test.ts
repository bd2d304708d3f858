import { describe, expect, it } from 'vitest';
import { siteStylesheet } from '../../../server/config/siteStylesheet';

describe('the client stylesheet of a site', () => {
  it('sets the brand colours the tokens read, then the operator CSS', () => {
    const css = siteStylesheet({
      brand: { primary: '#1d4ed8', accent: '#ffc629' },
      stylesheet: '.site-header { letter-spacing: 0.02em; }',
    });
    expect(css).toBe(
      ':root {\n  --brand-primary: #1d4ed8;\n  --brand-accent: #ffc629;\n}\n\n.site-header { letter-spacing: 0.02em; }\n',
    );
  });

  it('is empty for a site with neither', () => {
    expect(siteStylesheet({ stylesheet: '' })).toBe('\n');
    expect(siteStylesheet({ brand: { accent: '#000000' }, stylesheet: '' })).toBe(
      ':root {\n  --brand-accent: #000000;\n}\n',
    );
  });
});
