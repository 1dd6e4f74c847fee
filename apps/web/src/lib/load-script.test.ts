import { describe, expect, it } from 'vitest';
import { forgetScript, loadScript } from './load-script.ts';

const scripts = (src: string) => document.querySelectorAll(`script[src="${src}"]`);

describe('loadScript', () => {
  it('appends the script once and resolves when it loads', async () => {
    const first = loadScript('/checkout-a.js');
    const second = loadScript('/checkout-a.js');
    expect(scripts('/checkout-a.js')).toHaveLength(1);
    scripts('/checkout-a.js')[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await loadScript('/checkout-a.js');
    expect(scripts('/checkout-a.js')).toHaveLength(1);
  });

  it('rejects on error and tries again on the next call', async () => {
    const failed = loadScript('/checkout-b.js');
    scripts('/checkout-b.js')[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load /checkout-b.js');
    expect(scripts('/checkout-b.js')).toHaveLength(0);
    void loadScript('/checkout-b.js');
    expect(scripts('/checkout-b.js')).toHaveLength(1);
  });
});

describe('forgetScript', () => {
  it('lets a script that loaded without effect be fetched again', async () => {
    const first = loadScript('/checkout-c.js');
    scripts('/checkout-c.js')[0]?.dispatchEvent(new Event('load'));
    await first;
    forgetScript('/checkout-c.js');
    expect(scripts('/checkout-c.js')).toHaveLength(0);
    void loadScript('/checkout-c.js');
    expect(scripts('/checkout-c.js')).toHaveLength(1);
  });
});
