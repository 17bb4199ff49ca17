import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default: on a machine busy with other work a render can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Headless UI measures anchored panels (menus, dialogs) with ResizeObserver, which jsdom lacks.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStub;
}

// Headless UI waits for CSS transitions through the Web Animations API, which jsdom lacks too: no animations.
// (Guarded: node-environment suites such as the session crypto tests have no DOM at all.)
if (typeof Element !== 'undefined' && typeof Element.prototype.getAnimations === 'undefined') {
  Element.prototype.getAnimations = () => [];
}

// Vitest runs without injected globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
